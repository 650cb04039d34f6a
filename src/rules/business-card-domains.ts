/**
 * Top-level domains, to tell where a host printed on a card ends ("acme.com, Mumbai") and to read
 * one OCR got slightly wrong ("c0m", "1n", "con", "corn").
 */

/** Read as top-level domains besides the countries' two-letter ones. */
export const GENERIC_TLDS: ReadonlySet<string> = new Set([
  "com", "net", "org", "info", "biz", "edu", "gov", "int", "mil", "app", "dev", "tech", "online", "site",
  "store", "shop", "global", "world", "asia", "agency", "solutions", "digital", "media", "design", "studio",
  "travel", "health", "care", "group", "company", "consulting", "email", "xyz", "one", "pro", "name",
  "mobi", "live", "cloud", "software", "systems", "services", "network", "academy", "today",
]);

/** The countries' domains (IANA's two-letter list). */
const COUNTRY_TLDS: ReadonlySet<string> = new Set(
  ("ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo bq br bs bt bw by bz ca cc cd " +
    "cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gb gd ge " +
    "gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki " +
    "km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my " +
    "mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se " +
    "sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va " +
    "vc ve vg vi vn vu wf ws ye yt za zm zw").split(" "),
);

/** The domains cards carry most: preferred when a slip leaves two readings ("1n" is in, not ln). */
const COMMON_TLDS: ReadonlySet<string> = new Set(["com", "in", "net", "org", "co", "io", "ai", "uk", "de", "fr", "ae", "sg", "us", "au", "ca", "jp", "it", "es", "nl", "ch"]);

export const isTld = (label: string): boolean => COUNTRY_TLDS.has(label) || GENERIC_TLDS.has(label);

/** The top-level domain a label most likely was: itself when it is one, else the reading of OCR's usual slips. */
export function tldReading(label: string): string {
  if (COMMON_TLDS.has(label) || label.length > 5) return label;
  const readings = [
    label,
    label.replace(/0/gu, "o").replace(/1/gu, "i"),
    label.replace(/0/gu, "o").replace(/1/gu, "l"),
    // "rn" for "m" ("corn"), "n" for a final "m" ("con"), "l" for "i" ("ln").
    label.replace(/rn/gu, "m"),
    label.replace(/n$/u, "m"),
    label.replace(/l/gu, "i"),
  ];
  return readings.find((reading) => COMMON_TLDS.has(reading)) ?? readings.find(isTld) ?? label;
}
