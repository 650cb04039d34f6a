/** What the page sends the decoding worker (badge-decoder.worker.ts): one frame, given away. */
export interface DecodeRequest {
  readonly id: number;
  readonly frame: ImageBitmap;
}

/** What the worker answers: once whether it could make its decoder, then each frame's QR texts. */
export type DecoderReply =
  | { readonly type: "ready" }
  | { readonly type: "failed"; readonly message: string }
  | { readonly type: "decoded"; readonly id: number; readonly texts: ReadonlyArray<string> }
  | { readonly type: "unreadable"; readonly id: number; readonly message: string };
