import { createRoot } from "react-dom/client";

// The bundle report's yardstick (bench/bundle.ts): React and ReactDOM rendering one element, built
// by the same Vite in the same run as the portal. Nothing else may be added here.
createRoot(document.getElementById("root")!).render(<p>Hello</p>);
