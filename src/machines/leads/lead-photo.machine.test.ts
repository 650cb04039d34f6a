import { describe, expect, it } from "vitest";
import { Forbidden, Validation } from "../../api/errors.ts";
import { describeModel } from "../testing/describe-model.ts";
import { ModelFile } from "../forms/upload.model.ts";
import { jpegName, sendsAsIs } from "./lead-photo-file.ts";
import { PHOTO_MESSAGES, photoFailure, photoProblem } from "./lead-photo.machine.ts";
import { leadPhotoModel } from "./lead-photo.model.ts";

describeModel(leadPhotoModel);

const file = (name: string, size: number, type: string) => new ModelFile([new Uint8Array(size)], name, { type });

describe("a lead's photo", () => {
  it("is any image the device can draw; the rest says what to choose", () => {
    expect(photoProblem(file("card.jpg", 10, "image/jpeg"))).toBeNull();
    expect(photoProblem(file("card.heic", 10, "image/heic"))).toBeNull();
    // A camera that gives no type still names a JPEG.
    expect(photoProblem(file("card.JPG", 10, ""))).toBeNull();
    expect(photoProblem(file("card.pdf", 10, "application/pdf"))).toBe(PHOTO_MESSAGES.notAPhoto);
    expect(photoProblem(file("card.jpg", 0, "image/jpeg"))).not.toBeNull();
  });

  it("goes as it is only as a PNG or JPEG within 5 MB; others go as a JPEG named after it", () => {
    expect(sendsAsIs(file("card.png", 10, "image/png"))).toBe(true);
    expect(sendsAsIs(file("card.heic", 10, "image/heic"))).toBe(false);
    expect(sendsAsIs(file("card.jpg", 5 * 1024 * 1024 + 1, "image/jpeg"))).toBe(false);
    expect(jpegName("IMG_2042.heic")).toBe("IMG_2042.jpg");
    expect(jpegName("C:\\photos\\card.back.webp")).toBe("card.back.jpg");
    expect(jpegName(".heic")).toBe("photo.jpg");
  });

  it("refused by the server says the server's reason, or what to do", () => {
    expect(photoFailure(new Validation({ message: "", errors: [] }))).toBe(PHOTO_MESSAGES.refusedFile);
    expect(photoFailure(new Forbidden({ message: "Only owner, admin, staff or scanner may do this." }))).toBe("Only owner, admin, staff or scanner may do this.");
    expect(photoFailure("nonsense")).toBe(PHOTO_MESSAGES.failed);
  });
});
