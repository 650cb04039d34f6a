// One business card as HTML: a 1050 x 600 px card (3.5 x 2 in at 300 dpi) lying on a table, turned
// and softened a little as in a hand-held photo. Fonts are the ones Debian's Chromium has here
// (DejaVu); colours keep dark-on-light or light-on-dark contrast.

export interface CardPrint {
  readonly layout: "left" | "centred" | "two-column" | "band" | "brand-logo";
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly brand: string;
  readonly logo: string | null;
  readonly tagline: string | null;
  readonly phones: ReadonlyArray<string>;
  readonly email: string;
  readonly website: string | null;
  readonly address: ReadonlyArray<string>;
  readonly gstin: string | null;
  readonly style: {
    readonly dark: boolean;
    readonly palette: number;
    readonly font: string;
    readonly contactFont: string;
    readonly scale: number;
    readonly rotation: number;
    readonly blur: number;
    readonly table: number;
  };
}

const LIGHT = [
  { paper: "#ffffff", ink: "#1f2933", accent: "#1d4ed8" },
  { paper: "#fdf8ef", ink: "#2d2a26", accent: "#9a3412" },
  { paper: "#f1f5f9", ink: "#0f172a", accent: "#047857" },
  { paper: "#eef4ff", ink: "#1e293b", accent: "#6d28d9" },
  { paper: "#fffdf5", ink: "#111827", accent: "#b91c1c" },
  { paper: "#f7f7f7", ink: "#222222", accent: "#0e7490" },
];
const DARK = [
  { paper: "#0f1f3d", ink: "#f8fafc", accent: "#fcd34d" },
  { paper: "#1f2933", ink: "#f1f5f9", accent: "#7dd3fc" },
  { paper: "#3b0d11", ink: "#fff7ed", accent: "#fdba74" },
  { paper: "#0b3d2e", ink: "#f0fdf4", accent: "#bef264" },
  { paper: "#111111", ink: "#fafafa", accent: "#f472b6" },
  { paper: "#2e1065", ink: "#faf5ff", accent: "#fde68a" },
];
const TABLES = ["#8b6f4e", "#5b6470", "#c8c2b4", "#3d4a3f"];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const block = (className: string, text: string | null) => (text === null ? "" : `<div class="${className}">${escape(text)}</div>`);

export function cardHtml(card: CardPrint, width: number, height: number): string {
  const colours = (card.style.dark ? DARK : LIGHT)[card.style.palette % 6]!;
  const s = card.style.scale;
  const logo = card.logo === null ? "" : `<div class="logo">${escape(card.logo)}</div>`;
  const person = `${block("name", card.name)}${block("title", card.title)}`;
  const contacts = `<div class="contacts">${card.phones.map((phone) => block("line", phone)).join("")}${block("line", card.email)}${block("line", card.website)}</div>`;
  const address = `<div class="address">${card.address.map((line) => block("line", line)).join("")}${block("line small", card.gstin)}</div>`;
  const company = block("company", card.company);
  let body: string;
  switch (card.layout) {
    case "left":
      body = `<div class="row">${logo}${company}</div>${block("tagline", card.tagline)}${person}${contacts}${address}`;
      break;
    case "centred":
      body = `<div class="centred">${logo}${company}${block("tagline", card.tagline)}${person}<div class="rule"></div>${contacts}${address}</div>`;
      break;
    case "two-column":
      body = `<div class="columns"><div class="col">${logo}${person}${company}${block("tagline", card.tagline)}</div><div class="divider"></div><div class="col">${contacts}${address}</div></div>`;
      break;
    case "band":
      body = `<div class="band"><div class="row">${logo}${company}</div></div><div class="under">${person}${contacts}${address}</div>`;
      break;
    case "brand-logo":
      body = `<div class="row">${logo}<div class="brand">${escape(card.brand.toUpperCase())}</div></div>${block("tagline", card.tagline)}${person}${contacts}<div class="address">${block("line legal", card.company)}${card.address.map((line) => block("line", line)).join("")}</div>`;
      break;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body { background: radial-gradient(circle at 30% 20%, ${TABLES[card.style.table % 4]}, #2b2b2b 140%); display: grid; place-items: center; }
  .card { box-sizing: border-box; width: 1050px; height: 600px; padding: ${Math.round(44 * s)}px ${Math.round(56 * s)}px; background: ${colours.paper}; color: ${colours.ink};
    font-family: ${card.style.font}; transform: rotate(${card.style.rotation.toFixed(2)}deg); filter: blur(${card.style.blur.toFixed(2)}px);
    box-shadow: 0 12px 30px rgba(0,0,0,.45); border-radius: 10px; overflow: hidden; display: flex; flex-direction: column; gap: ${Math.round(6 * s)}px; }
  .row { display: flex; align-items: center; gap: 22px; }
  .logo { width: ${Math.round(70 * s)}px; height: ${Math.round(70 * s)}px; border-radius: 14px; background: ${colours.accent}; color: ${colours.paper}; display: grid; place-items: center; font: bold ${Math.round(30 * s)}px 'DejaVu Sans'; flex: none; }
  .company { font-size: ${Math.round(34 * s)}px; font-weight: bold; color: ${colours.accent}; }
  .brand { font-size: ${Math.round(50 * s)}px; font-weight: bold; letter-spacing: 6px; color: ${colours.accent}; }
  .tagline { font-size: ${Math.round(22 * s)}px; font-style: italic; opacity: .85; }
  .name { font-size: ${Math.round(44 * s)}px; font-weight: bold; margin-top: ${Math.round(14 * s)}px; }
  .title { font-size: ${Math.round(26 * s)}px; opacity: .9; }
  .contacts, .address { font-family: ${card.style.contactFont}; font-size: ${Math.round(25 * s)}px; line-height: 1.3; }
  .contacts { margin-top: ${Math.round(12 * s)}px; }
  .address { margin-top: auto; font-size: ${Math.round(23 * s)}px; }
  .small { font-size: ${Math.round(19 * s)}px; }
  .legal { font-weight: bold; }
  .centred { display: flex; flex-direction: column; align-items: center; text-align: center; gap: ${Math.round(6 * s)}px; height: 100%; }
  .centred .row, .centred .logo { margin: 0 auto; }
  .rule { width: 45%; height: 2px; background: ${colours.accent}; margin: 6px 0; }
  .columns { display: flex; height: 100%; gap: 34px; }
  .col { flex: 1; display: flex; flex-direction: column; gap: ${Math.round(8 * s)}px; justify-content: center; }
  .divider { width: 3px; background: ${colours.accent}; }
  .band { margin: -${Math.round(44 * s)}px -${Math.round(56 * s)}px 10px; padding: ${Math.round(26 * s)}px ${Math.round(56 * s)}px; background: ${colours.accent}; }
  .band .company { color: ${colours.paper}; }
  .band .logo { background: ${colours.paper}; color: ${colours.accent}; }
  .under { display: flex; flex-direction: column; gap: ${Math.round(6 * s)}px; flex: 1; }
  </style></head><body><div class="card">${body}</div></body></html>`;
}
