// The addresses are decided with the screens, in the machines' table; views import them from here.
export { PORTAL_BASE, PORTAL_PATHS, PROTECTED_PATHS, SIGNED_OUT_PATHS, withPortalSlash } from "../../machines/app/screens.ts";
