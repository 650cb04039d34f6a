import { describe, expect, it } from "vitest";
import { PHOTO_PROBLEM_MESSAGES, photoProblem, type Pixels } from "./card-photo-quality.ts";

const WIDTH = 960;
const HEIGHT = 600;

/** A grey-level picture as RGBA pixels. */
function pixels(tone: (x: number, y: number) => number, width = WIDTH, height = HEIGHT): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = tone(x, y);
      data[at + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A card (paper from 120 to 840 across) with rows of "letters": 3 px strokes, 6 px apart. */
const card = (paper: number, ink: number, table: number) =>
  (x: number, y: number): number => {
    if (x < 120 || x > 840 || y < 80 || y > 520) return table;
    const inRow = (y - 100) % 60 < 24 && y > 100 && y < 480;
    const inWord = x % 90 < 70 && x > 150 && x < 800;
    return inRow && inWord && x % 6 < 3 ? ink : paper;
  };

/** The picture seen through a blur of about `radius` pixels, as a shaken or unfocused camera gives it. */
function blurred(source: Pixels, radius: number): Pixels {
  const { width, height } = source;
  const gray = Float32Array.from({ length: width * height }, (_, index) => source.data[index * 4]!);
  const pass = (input: Float32Array, dx: number, dy: number) =>
    Float32Array.from({ length: width * height }, (_, index) => {
      const x = index % width;
      const y = Math.floor(index / width);
      let sum = 0;
      let count = 0;
      for (let step = -radius; step <= radius; step += 1) {
        const sx = x + step * dx;
        const sy = y + step * dy;
        if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
        sum += input[sy * width + sx]!;
        count += 1;
      }
      return sum / count;
    });
  // Three box passes each way: close to a Gaussian, with no stripes it happens to cancel.
  let out = gray;
  for (let round = 0; round < 3; round += 1) out = pass(pass(out, 1, 0), 0, 1);
  return pixels((x, y) => out[y * width + x]!, width, height);
}

describe("photoProblem", () => {
  it("passes a sharp, well-lit card, and a dark card with light letters", () => {
    expect(photoProblem(pixels(card(245, 30, 110)))).toBeNull();
    expect(photoProblem(pixels(card(25, 240, 60)))).toBeNull();
  });

  it("finds a photo too dark to read", () => {
    expect(photoProblem(pixels((x, y) => card(245, 30, 110)(x, y) * 0.22))).toBe("dark");
    // A covered lens: black all over.
    expect(photoProblem(pixels(() => 3))).toBe("dark");
  });

  it("finds a blurred photo", () => {
    expect(photoProblem(blurred(pixels(card(245, 30, 110)), 4))).toBe("blurred");
    // A little softness is still readable.
    expect(photoProblem(blurred(pixels(card(245, 30, 110)), 1))).toBeNull();
  });

  it("finds a photo without a card: one tone, or a smooth shading of light", () => {
    expect(photoProblem(pixels(() => 128))).toBe("empty");
    expect(photoProblem(pixels((x, y) => 90 + (x + y) / 20))).toBe("empty");
    expect(photoProblem({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBe("empty");
  });

  it("says how to take the photo again", () => {
    expect(PHOTO_PROBLEM_MESSAGES.dark).toBe("The photo is too dark: turn towards the light and take it again.");
    for (const message of Object.values(PHOTO_PROBLEM_MESSAGES)) expect(message).toMatch(/take it again\.$/u);
  });
});
