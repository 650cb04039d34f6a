// Made-up people, companies and places for the business-card bench (card-corpus.ts): mostly Indian,
// as at the portal's shows, with visitors from other countries. Any likeness to a real person or
// firm is chance.

export const FIRST_NAMES = [
  "Priya", "Rajesh", "Anil", "Sneha", "Vikram", "Aditi", "Karthik", "Neha", "Arjun", "Pooja", "Sanjay",
  "Deepa", "Rohit", "Lakshmi", "Imran", "Farah", "Gurpreet", "Suresh", "Meera", "Ananya", "Rahul",
  "Kavita", "Manoj", "Divya", "Abhishek", "Shalini", "Naveen", "Ritu", "Harish", "Swati",
];
export const LAST_NAMES = [
  "Sharma", "Kumar", "Mehta", "Iyer", "Singh", "Rao", "Subramanian", "Gupta", "Nair", "Desai", "Patel",
  "Krishnan", "Verma", "Narayanan", "Khan", "Siddiqui", "Kaur", "Reddy", "Joshi", "Banerjee", "Chatterjee",
  "Menon", "Pillai", "Agarwal", "Bhatt", "Kulkarni", "Chopra", "Malhotra", "Das", "Hegde",
];
export const MIDDLE_NAMES = ["Kumar", "Prasad", "Mohan", "Lal", "Chandra", "Devi"];
export const FOREIGN_NAMES: ReadonlyArray<readonly [string, string]> = [
  ["Maria", "Garcia"], ["John", "O'Brien"], ["Jean-Luc", "Martin"], ["Chen", "Wei"], ["Fatima", "Al-Sayed"],
  ["Thomas", "Becker"], ["Emily", "Clarke"], ["Kenji", "Watanabe"], ["Ahmed", "Hassan"], ["Laura", "Rossi"],
];

export const TITLES = [
  "Senior Sales Manager", "Chief Executive Officer", "Founder & CEO", "Head - Business Development",
  "Marketing Executive", "Director", "Software Engineer", "Regional Sales Head", "Proprietor", "Partner",
  "Export Manager", "Vice President - Sales", "Managing Director", "Product Manager", "Key Account Manager",
  "General Manager - Operations", "Purchase Manager", "Technical Consultant", "Co-Founder", "Area Sales Manager",
  "Assistant Manager - Marketing", "Chief Technology Officer", "Business Development Executive", "Design Lead",
];

/** A brand and the words that follow it in the legal name. */
export const COMPANIES: ReadonlyArray<readonly [string, string]> = [
  ["Bluewave", "Technologies Pvt. Ltd."], ["Kaveri", "Foods Private Limited"], ["Shakti", "Industries Ltd."],
  ["Orbit", "Solutions LLP"], ["Zenith", "Systems Inc."], ["Marigold", "Design Studio"], ["Saffron", "Exports"],
  ["Indigo Leaf", "Textiles"], ["Lotus", "Pharma Pvt Ltd"], ["Everest", "Infotech"], ["Ganga", "Polymers"],
  ["Nimbus", "Consulting"], ["Pinnacle", "Engineering Works"], ["Nordlicht", "GmbH"], ["Tarang", "Media"],
  ["Suryoday", "Agro Products"], ["Vayu", "Automation Pvt. Ltd."], ["Coral", "Logistics"], ["Heritage", "Handicrafts"],
  ["Quantum", "Analytics"], ["Aurora", "Pixel"], ["Silverline", "Packaging Pvt Ltd"], ["Greenfield", "Organics LLP"],
  ["Meridian", "Instruments"],
];

export const DOMAIN_WORDS: Readonly<Record<string, string>> = {
  Technologies: "tech", Foods: "foods", Industries: "industries", Solutions: "solutions", Systems: "systems",
  Design: "design", Exports: "exports", Textiles: "textiles", Pharma: "pharma", Infotech: "infotech",
  Polymers: "polymers", Consulting: "consulting", Engineering: "engineering", Media: "media", Agro: "agro",
  Automation: "automation", Logistics: "logistics", Quantum: "", Analytics: "analytics", Pixel: "pixel",
  Packaging: "packaging", Organics: "organics", Instruments: "instruments", Handicrafts: "crafts",
};

export const TLDS = ["com", "in", "co.in", "com", "in", "net", "io"];
export const FOREIGN_TLDS: Readonly<Record<string, string>> = { US: "com", GB: "co.uk", AE: "ae", SG: "com.sg", DE: "de", FR: "fr" };

export const INDIAN_ADDRESSES: ReadonlyArray<readonly string[]> = [
  ["Plot No. 45, Sector 18,", "Gurugram, Haryana 122015"],
  ["3rd Floor, Tower B, Cyber City,", "Hyderabad 500081"],
  ["12, MG Road,", "Bengaluru - 560001"],
  ["Unit 204, Andheri East,", "Mumbai 400093, India"],
  ["B-17, Okhla Industrial Area Phase II,", "New Delhi 110020"],
  ["45/2, Anna Salai, Teynampet,", "Chennai 600018"],
  ["Survey No. 112, MIDC Bhosari,", "Pune 411026"],
  ["7th Floor, Salarpuria Towers,", "Kolkata 700091"],
  ["22, Ashram Road,", "Ahmedabad 380009"],
  ["Shop 5, Civil Lines,", "Jaipur 302006"],
];
export const FOREIGN_ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  US: ["2150 Mission Street,", "San Francisco, CA 94110"],
  GB: ["14 Baker Street,", "London W1U 3BW"],
  AE: ["Office 1204, Business Bay,", "Dubai, UAE"],
  SG: ["8 Marina Boulevard,", "Singapore 018981"],
  DE: ["Friedrichstrasse 45,", "10117 Berlin, Germany"],
  FR: ["18 Rue de Rivoli,", "75004 Paris, France"],
};

export const TAGLINES = ["Engineering a better tomorrow", "Quality you can trust", "Since 1998", "Innovation in every step", "Made in India for the world"];
