// Business cards for the Business card mode's tests: drawn by the browser from HTML and photographed
// (a screenshot saved as a PNG), and the same photo's luminance for Chromium's fake camera.
import type { Browser } from '@playwright/test';

export interface CardPerson {
  readonly fullName: string;
  readonly designation: string;
  readonly companyName: string;
  /** As printed ("+91 98450 12345"). */
  readonly phone: string;
  readonly emailId: string;
  readonly website: string;
}

export const CARD_SIZE = { width: 1280, height: 720 } as const;

const cardHtml = (person: CardPerson, tone: 'light' | 'dark'): string => `<!doctype html>
<html><body style="margin:0;background:${tone === 'light' ? '#d9dde3' : '#060606'}">
<div id="card" style="box-sizing:border-box;width:${CARD_SIZE.width}px;height:${CARD_SIZE.height}px;padding:70px 90px;
  background:${tone === 'light' ? '#ffffff' : '#0c0c0c'};color:${tone === 'light' ? '#111111' : '#1a1a1a'};
  font-family:'DejaVu Sans',Arial,sans-serif;font-size:40px;line-height:1.45">
  <div style="font-size:58px;font-weight:bold">${person.fullName}</div>
  <div>${person.designation}</div>
  <div style="font-weight:bold">${person.companyName}</div>
  <div style="margin-top:40px">${person.phone}</div>
  <div>${person.emailId}</div>
  <div>${person.website}</div>
</div></body></html>`;

/** Photographs the card (light: a white card; dark: the same card in a dark room) into a PNG. */
export async function photographCard(browser: Browser, person: CardPerson, path: string, tone: 'light' | 'dark' = 'light'): Promise<void> {
  const page = await browser.newPage({ viewport: CARD_SIZE });
  try {
    await page.setContent(cardHtml(person, tone));
    await page.locator('#card').screenshot({ path });
  } finally {
    await page.close();
  }
}

/** The photo's luminance, a byte a pixel (what a camera's Y plane holds), read back through a canvas. */
export async function lumaOf(browser: Browser, png: Buffer): Promise<{ width: number; height: number; luma: Buffer }> {
  const page = await browser.newPage();
  try {
    const picture = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const luma = new Uint8Array(canvas.width * canvas.height);
      for (let at = 0; at < luma.length; at += 1) {
        luma[at] = Math.round(0.299 * data[at * 4]! + 0.587 * data[at * 4 + 1]! + 0.114 * data[at * 4 + 2]!);
      }
      let text = '';
      for (const byte of luma) text += String.fromCharCode(byte);
      return { width: canvas.width, height: canvas.height, luma: btoa(text) };
    }, png.toString('base64'));
    return { width: picture.width, height: picture.height, luma: Buffer.from(picture.luma, 'base64') };
  } finally {
    await page.close();
  }
}
