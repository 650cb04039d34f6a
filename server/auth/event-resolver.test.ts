import { describe, expect, it } from 'vitest';
import { resolveEventDomain } from './event-resolver.ts';

const DEFAULT = 'demo.exhibitor-portal.local';

describe('resolveEventDomain', () => {
  it.each([
    ['localhost', DEFAULT],
    ['localhost:5173', DEFAULT],
    ['app.localhost:8080', DEFAULT],
    ['127.0.0.1:8080', DEFAULT],
    ['10.1.2.3', DEFAULT],
    ['[::1]:8080', DEFAULT],
    ['::1', DEFAULT],
    ['', DEFAULT],
    ['http://localhost:8080/exhibitor/', DEFAULT],
    ['Expo.Example.COM', 'expo.example.com'],
    ['expo.example.com:8443', 'expo.example.com'],
    ['https://expo.example.com/exhibitor/login', 'expo.example.com'],
    ['expo.example.com.', 'expo.example.com'],
  ])('%s -> %s', (input, expected) => {
    expect(resolveEventDomain(input, DEFAULT)).toBe(expected);
  });

  it('treats a missing host as local', () => {
    expect(resolveEventDomain(undefined, DEFAULT)).toBe(DEFAULT);
    expect(resolveEventDomain(null, 'Other.Example')).toBe('other.example');
  });
});
