// SPEC §8 "Upload" messages, word for word, in a file of their own: the upload machine words its
// failure with them without loading the API layer (upload.ts brings Effect and the client).

export const UPLOAD_NO_PATH = "No file path returned from server";
export const UPLOAD_FAILED_AGAIN = "Upload failed. Please try again.";
export const uploadFailedWithStatus = (status: number): string => `Upload failed with status ${status}`;
