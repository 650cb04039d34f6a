import { describe, expect, it } from 'vitest';
import { forbiddenKind } from './address-rules.ts';

describe('addresses a production webhook may not reach', () => {
  // Each kind with the addresses, written as a client might send them, that must be taken for it.
  const forbidden: Record<string, string[]> = {
    unspecified: ['0.0.0.0', '::'],
    loopback: ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'],
    private: ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.10', '100.64.0.1', '::ffff:10.0.0.1'],
    'link-local': ['169.254.169.254', 'fe80::1', 'fe80::1%eth0', '::ffff:169.254.169.254'],
    'unique-local': ['fd00::1', 'fc12:3456::1'],
    reserved: ['::127.0.0.1', '224.0.0.1', '255.255.255.255', 'ff02::1', 'not an address'],
  };

  it.each(Object.entries(forbidden).flatMap(([kind, addresses]) => addresses.map((address) => [address, kind])))('%s is %s', (address, kind) => {
    expect(forbiddenKind(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2001:4860:4860::8888'])('%s is public', (address) => {
    expect(forbiddenKind(address)).toBeNull();
  });
});
