/** What the page sends the decoding worker (badge-decoder.worker.ts): one frame, given away. */
export interface DecodeRequest {
  readonly id: number;
  readonly frame: ImageBitmap;
}

/** What the worker answers: once whether it could make its decoder, then the texts of each frame's codes. */
export type DecoderReply =
  | { readonly type: "ready" }
  | { readonly type: "failed"; readonly message: string }
  | { readonly type: "decoded"; readonly id: number; readonly texts: ReadonlyArray<string> }
  | { readonly type: "unreadable"; readonly id: number; readonly message: string };

/**
 * The symbologies the scanner reads (BarcodeDetector's names): QR codes (this portal's badges,
 * vCard and MeCard contacts, links) and what events print on their own badges: Code 128, Code 39,
 * PDF417, Data Matrix and Aztec.
 */
export const CODE_FORMATS = ["qr_code", "code_128", "code_39", "pdf417", "data_matrix", "aztec"] as const;
