// Whether a business card's photo is worth reading, decided in a few milliseconds before the OCR
// (which takes a second or more and reads nothing useful from a dark or shaken photo), with a
// message that says how to take it again. Pure: it reads pixels (ImageData or any RGBA array).

export type PhotoProblem = "dark" | "blurred" | "empty";

export const PHOTO_PROBLEM_MESSAGES: Readonly<Record<PhotoProblem, string>> = {
  dark: "The photo is too dark: turn towards the light and take it again.",
  blurred: "The photo is blurred: hold the phone still, let it focus on the card and take it again.",
  empty: "No card in the photo: fill the frame with the card and take it again.",
};

export interface Pixels {
  /** RGBA, 4 bytes a pixel, row by row (ImageData's layout). */
  readonly data: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
}

/** The photo is judged at this size (longest side): the card's text is a few pixels high there. */
export const WORKING_SIDE = 640;
/**
 * Even the brightest parts are dim: the 99.5th percentile of luminance (0-255), so the thin light
 * letters of a dark card still count as bright.
 */
export const DARK_BRIGHTEST = 90;
/**
 * Nothing in the photo but smooth tones (a table, a wall, a covered lens): even the strongest 1% of
 * steps between neighbours at a quarter of WORKING_SIDE are this small (0-255 luminance). A shaken
 * photo of a card still has the card's edges and the blots of its lines there.
 */
export const EMPTY_EDGES = 4;
/** Edges are soft: variance of the Laplacian at WORKING_SIDE. */
export const BLURRED_EDGES = 60;

interface Gray {
  readonly gray: Float32Array;
  readonly width: number;
  readonly height: number;
}

/** Luminance averaged over cells, so the photo's own size does not change the figures. */
function working(pixels: Pixels): Gray {
  const step = Math.max(1, Math.ceil(Math.max(pixels.width, pixels.height) / WORKING_SIDE));
  const width = Math.max(1, Math.floor(pixels.width / step));
  const height = Math.max(1, Math.floor(pixels.height / step));
  const gray = new Float32Array(width * height);
  const { data } = pixels;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < step; dy += 1) {
        let at = ((y * step + dy) * pixels.width + x * step) * 4;
        for (let dx = 0; dx < step; dx += 1, at += 4) sum += 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
      }
      gray[y * width + x] = sum / (step * step);
    }
  }
  return { gray, width, height };
}

/** The working image averaged over 4 x 4 cells. */
function coarse({ gray, width, height }: Gray): Gray {
  const w = Math.max(1, Math.floor(width / 4));
  const h = Math.max(1, Math.floor(height / 4));
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < 4; dy += 1) for (let dx = 0; dx < 4; dx += 1) sum += gray[Math.min(height - 1, y * 4 + dy) * width + Math.min(width - 1, x * 4 + dx)]!;
      out[y * w + x] = sum / 16;
    }
  }
  return { gray: out, width: w, height: h };
}

/** The 99th percentile of the larger step to the right or down neighbour. */
function strongestSteps({ gray, width, height }: Gray): number {
  const steps: number[] = [];
  for (let y = 0; y < height - 1; y += 1) {
    for (let x = 0; x < width - 1; x += 1) {
      const at = y * width + x;
      steps.push(Math.max(Math.abs(gray[at]! - gray[at + 1]!), Math.abs(gray[at]! - gray[at + width]!)));
    }
  }
  if (steps.length === 0) return 0;
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length * 0.99)]!;
}

function laplacianVariance({ gray, width, height }: Gray): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const value = 4 * gray[at]! - gray[at - 1]! - gray[at + 1]! - gray[at - width]! - gray[at + width]!;
      sum += value;
      squares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return squares / count - mean * mean;
}

/** What is wrong with the photo, or null when it is worth reading. */
export function photoProblem(pixels: Pixels): PhotoProblem | null {
  if (!(pixels.width > 0 && pixels.height > 0) || pixels.data.length < pixels.width * pixels.height * 4) return "empty";
  const image = working(pixels);
  const sorted = Float32Array.from(image.gray).sort();
  const brightest = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.995))]!;
  // One smooth tone: black is a covered lens or a dark room, anything else a table or a wall.
  if (strongestSteps(coarse(image)) < EMPTY_EDGES) return brightest < DARK_BRIGHTEST / 2 ? "dark" : "empty";
  if (brightest < DARK_BRIGHTEST) return "dark";
  if (laplacianVariance(image) < BLURRED_EDGES) return "blurred";
  return null;
}
