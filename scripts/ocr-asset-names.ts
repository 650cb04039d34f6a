// Where the build puts each asset (rolldown's `output.assetFileNames`, see vite.config.ts).
//
// Tesseract.js composes a language's address itself, `${langPath}/${lang}.traineddata.gz`, so that
// file must keep its own name: it goes into a folder named by its content hash instead (still a new
// address for new data, so it can be cached for ever like every other asset). Everything else keeps
// Vite's default name.

export const OCR_LANGUAGE_FILE = /\.traineddata\.gz$/u;

export const portalAssetFileNames = (asset: { readonly names: ReadonlyArray<string> }): string =>
  asset.names.some((name) => OCR_LANGUAGE_FILE.test(name)) ? "assets/ocr-[hash]/[name][extname]" : "assets/[name]-[hash][extname]";
