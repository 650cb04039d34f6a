/**
 * The words that tell a business card's lines apart (English, as most cards at Indian trade shows
 * are printed). Lower case; matched as whole words.
 */

/** Words of a job title. "Sales" and "Marketing" alone also name departments, which is how cards use them. */
export const TITLE_WORDS: ReadonlySet<string> = new Set([
  "manager", "director", "engineer", "ceo", "cto", "cfo", "coo", "cmo", "cio", "md", "founder", "co-founder",
  "cofounder", "head", "lead", "officer", "vp", "avp", "svp", "evp", "president", "vice", "consultant",
  "sales", "marketing", "executive", "chairman", "chairperson", "proprietor", "partner", "owner",
  "architect", "analyst", "designer", "developer", "specialist", "associate", "assistant", "advisor",
  "adviser", "representative", "coordinator", "supervisor", "administrator", "accountant", "secretary",
  "principal", "scientist", "technician", "trainee", "intern", "general", "senior", "sr", "junior", "jr",
  "chief", "regional", "area", "zonal", "national", "business", "development", "procurement", "purchase",
  "operations", "product", "project", "program", "programme", "strategy", "research", "hr", "finance",
  "accounts", "export", "exports", "import", "technical", "account", "key", "relationship", "customer",
  "support", "service", "quality", "production", "plant", "branch", "country", "global", "deputy", "dy",
  "agm", "dgm", "gm", "management", "board", "member", "trustee", "editor", "doctor", "physician",
  "professor", "lecturer", "counsel", "advocate", "auditor", "surveyor", "buyer", "merchandiser", "founding",
  "managing", "entrepreneur", "evangelist", "strategist", "growth", "brand", "digital", "commercial",
  // French, the portal's second reading language.
  "directeur", "directrice", "responsable", "gérant", "gérante", "président", "présidente", "ingénieur",
  "ingénieure", "chef", "fondateur", "fondatrice", "associé", "associée", "conseiller", "conseillère",
  "chargé", "chargée", "commerciale", "général", "générale", "adjoint", "adjointe", "ventes", "achats",
]);

/**
 * Words that, alone, make a line a title. The others above ("senior", "business", "global") are only
 * qualifiers: "Global Exports" is a company, "Business Development Manager" a title.
 */
export const TITLE_HEADS: ReadonlySet<string> = new Set([
  "manager", "director", "engineer", "ceo", "cto", "cfo", "coo", "cmo", "cio", "md", "founder", "co-founder",
  "cofounder", "head", "lead", "officer", "vp", "avp", "svp", "evp", "president", "consultant", "executive",
  "chairman", "chairperson", "proprietor", "partner", "owner", "architect", "analyst", "designer",
  "developer", "specialist", "associate", "assistant", "advisor", "adviser", "representative",
  "coordinator", "supervisor", "administrator", "accountant", "secretary", "principal", "scientist",
  "technician", "trainee", "intern", "agm", "dgm", "gm", "trustee", "editor", "professor", "lecturer",
  "counsel", "advocate", "auditor", "buyer", "merchandiser", "entrepreneur", "evangelist", "strategist",
  "sales", "marketing", "directeur", "directrice", "responsable", "gérant", "gérante", "président",
  "présidente", "ingénieur", "ingénieure", "chef", "fondateur", "fondatrice", "associé", "associée",
  "conseiller", "conseillère", "chargé", "chargée",
]);

/** Legal forms: a line carrying one is the company, whatever else it says. */
export const COMPANY_FORMS: ReadonlySet<string> = new Set([
  "pvt", "private", "ltd", "limited", "llp", "inc", "incorporated", "corp", "corporation", "gmbh", "ag",
  "plc", "llc", "bv", "nv", "sas", "sarl", "srl", "spa", "pte", "pty", "co",
  "company", "fze", "fzco", "fzc", "fzllc", "wll", "opc",
]);

/** Words companies end their names with; weaker than a legal form ("Sales" is both). */
export const COMPANY_WORDS: ReadonlySet<string> = new Set([
  "technologies", "technology", "tech", "solutions", "systems", "services", "industries", "industry",
  "enterprises", "enterprise", "exports", "impex", "group", "labs", "laboratories", "consulting",
  "consultants", "associates", "traders", "trading", "agencies", "agency", "pharma", "pharmaceuticals",
  "foods", "textiles", "motors", "infotech", "software", "networks", "logistics", "holdings",
  "international", "studio", "studios", "designs", "ventures", "partners", "works", "engineering",
  "electronics", "electricals", "chemicals", "polymers", "plastics", "packaging", "automation",
  "infra", "infrastructure", "builders", "developers", "realty", "media", "communications", "digital",
  "innovations", "analytics", "robotics", "energy", "power", "steel", "metals", "fabrics", "garments",
  "apparel", "healthcare", "hospital", "clinic", "institute", "university", "bank", "finance", "capital",
  "insurance", "foundation", "society", "mills", "overseas", "exim", "corporates", "dynamics",
  "instruments", "equipments", "equipment", "machines", "machinery", "tools", "components", "devices",
  "sciences", "biotech", "organics", "agro", "ceramics", "glass", "papers", "prints", "printers",
  "interiors", "furniture", "constructions", "construction", "estates", "hotels", "resorts", "travels",
  "tours", "education", "academy", "publications", "cosmetics", "jewellers", "jewels", "gems", "creations",
  "handicrafts", "crafts", "handloom", "products",
]);

/** Words of an address line (with a number, or alone when they leave no doubt). */
export const ADDRESS_WORDS: ReadonlySet<string> = new Set([
  "road", "rd", "street", "st", "nagar", "marg", "sector", "sec", "plot", "floor", "flr", "building",
  "bldg", "tower", "towers", "phase", "park", "estate", "midc", "gidc", "near", "opp", "opposite", "lane",
  "avenue", "ave", "suite", "block", "area", "pin", "pincode", "colony", "layout", "cross", "main",
  "highway", "chowk", "bazar", "bazaar", "complex", "plaza", "house", "bhavan", "bhawan",
  "puram", "pet", "peth", "wadi", "gali", "apartment", "apartments", "flat", "shop", "unit",
  "district", "dist", "taluka", "tehsil", "village", "post", "po", "city", "state", "boulevard", "blvd",
  "strasse", "straße", "rue", "drive", "dr", "way", "place", "square", "court", "industrial", "sez",
  "zone", "hub", "no", "survey", "ward", "circle", "junction", "centre", "center", "mall", "market",
  "east", "west", "north", "south", "india", "usa", "uk", "germany", "france", "uae", "singapore",
  "dubai", "mumbai", "delhi", "bengaluru", "bangalore", "chennai", "hyderabad", "pune", "kolkata",
  "ahmedabad", "gurugram", "gurgaon", "noida", "jaipur", "kochi", "coimbatore", "surat", "lucknow",
  "indore", "nagpur", "vadodara", "ludhiana", "chandigarh", "london", "berlin", "paris", "munich",
  "new", "york", "san", "francisco", "tokyo", "maharashtra", "karnataka", "tamil", "nadu", "kerala",
  "gujarat", "rajasthan", "haryana", "punjab", "telangana", "andhra", "pradesh", "uttar", "madhya",
  "bengal", "odisha", "goa", "bihar", "uttarakhand", "jharkhand", "assam",
]);

/** Free mail providers: their domain says nothing of the company. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail", "googlemail", "yahoo", "ymail", "outlook", "hotmail", "live", "msn", "rediffmail", "rediff",
  "icloud", "me", "aol", "proton", "protonmail", "zoho", "zohomail", "gmx", "mail", "yandex", "web",
]);

/** Common words that a person's name does not contain (taglines, slogans, department names). */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set([
  "the", "and", "of", "for", "to", "in", "on", "at", "by", "with", "your", "you", "we", "our", "us", "a",
  "an", "is", "are", "be", "since", "quality", "best", "trusted", "excellence", "innovation", "future",
  "solutions", "better", "world", "class", "leading", "leaders", "experts", "care", "beyond",
  "making", "building", "together", "tomorrow", "today", "life", "smart", "simple", "more", "every",
  "office", "mobile", "phone", "email", "website", "web", "fax", "tel", "address", "regd", "registered",
  "corporate", "head", "branch", "works", "factory", "india", "business", "card", "thank", "welcome",
  "gstin", "gst", "cin", "pan", "iso", "certified", "company",
]);

/** Labels printed before a contact ("M:", "Email:"), dropped before a line is read. */
export const CONTACT_LABEL =
  /(?:^|\s)(?:mob(?:ile)?|cell|ph(?:one)?|tel(?:ephone)?|off(?:ice)?|direct|whats\s?app|fax|m|t|p|o|f|w|e|e-?mail|mail|web(?:site)?|url|hp|landline|res|toll[\s-]?free)\s*(?:no\.?|number|#)?\s*[:.\-–]\s*/giu;

/** A line that is only a label left over ("Mobile", "E-mail :"). */
export const LABEL_ONLY = /^(?:mob(?:ile)?|cell|ph(?:one)?|tel|office|fax|e-?mail|mail|web(?:site)?|url|address|addr?)\s*[:.\-–]?$/iu;
