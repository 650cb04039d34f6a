import { describe, expect, it } from 'vitest';
import { compatibleNames, nameTokens, samePersonByPhone } from './same-person.ts';

describe('nameTokens', () => {
  it('drops diacritics, case, punctuation, extra spaces and titles', () => {
    expect(nameTokens('Dr. José-Luis  Núñez')).toEqual(['jose', 'luis', 'nunez']);
    expect(nameTokens('  ')).toEqual([]);
    expect(nameTokens(null)).toEqual([]);
  });
});

describe('compatibleNames', () => {
  it('takes an unknown name as anyone', () => {
    expect(compatibleNames(null, 'Anna Schmidt')).toBe(true);
    expect(compatibleNames('Anna Schmidt', '')).toBe(true);
  });

  it('takes the same name written differently as one person', () => {
    expect(compatibleNames('Anna Schmidt', 'anna  SCHMIDT')).toBe(true);
    expect(compatibleNames('Zoë Müller', 'Zoe Mueller')).toBe(false);
    expect(compatibleNames('Zoë Müller', 'zoe muller')).toBe(true);
  });

  it('takes a name whose words the other holds as one person, in any order', () => {
    expect(compatibleNames('Anna Schmidt', 'Anna Maria Schmidt')).toBe(true);
    expect(compatibleNames('Schmidt, Anna', 'Anna Schmidt')).toBe(true);
    expect(compatibleNames('Anna', 'Anna Schmidt')).toBe(true);
    expect(compatibleNames('A. Schmidt', 'Anna Schmidt')).toBe(true);
    expect(compatibleNames('Anna Schmidt', 'A. Schmidt')).toBe(true);
  });

  it('tells colleagues apart', () => {
    expect(compatibleNames('Anna Schmidt', 'Ben Schmidt')).toBe(false);
    expect(compatibleNames('Anna Schmidt', 'Anna Berg')).toBe(false);
    expect(compatibleNames('B. Schmidt', 'Anna Schmidt')).toBe(false);
    expect(compatibleNames('Anna Anna', 'Anna Schmidt')).toBe(false);
  });
});

describe('samePersonByPhone', () => {
  const anna = { fullName: 'Anna Schmidt', emailId: 'anna@acme.example' };

  it('keeps two different e-mails apart whatever the names', () => {
    expect(samePersonByPhone(anna, { fullName: 'Anna Schmidt', emailId: 'ben@acme.example' })).toBe(false);
  });

  it('joins a capture with the same e-mail in other case, or with none, when the names fit', () => {
    expect(samePersonByPhone(anna, { fullName: 'Anna Schmidt', emailId: 'ANNA@acme.example' })).toBe(true);
    expect(samePersonByPhone(anna, { fullName: 'A. Schmidt', emailId: null })).toBe(true);
    expect(samePersonByPhone({ fullName: 'Anna Schmidt', emailId: null }, { fullName: null, emailId: 'anna@acme.example' })).toBe(true);
  });

  it('keeps another name apart even without e-mails', () => {
    expect(samePersonByPhone({ fullName: 'Anna Schmidt', emailId: null }, { fullName: 'Ben Schmidt', emailId: null })).toBe(false);
  });
});
