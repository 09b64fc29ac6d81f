import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isLoopbackAddress, webhookUrlProblem } from './webhook-url.ts';

describe('webhook URL rules', () => {
  it('refuses private, loopback, link-local, shared, metadata and reserved addresses, v4 and v6', () => {
    const forbidden = [
      '0.0.0.0',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.255',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      'no-es-una-ip',
    ];
    for (const ip of forbidden) expect([ip, isForbiddenAddress(ip)]).toEqual([ip, true]);
    const allowed = [
      '8.8.8.8',
      '172.32.0.1',
      '172.15.255.255',
      '100.128.0.1',
      '203.0.113.10',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ];
    for (const ip of allowed) expect([ip, isForbiddenAddress(ip)]).toEqual([ip, false]);
  });

  it('refuses the IPv6 forms that carry a forbidden IPv4 or are not global unicast (issue 30)', () => {
    const forbidden = [
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '[::ffff:0:7f00:1]',
      '64:ff9b:1::a9fe:a9fe', // local-use NAT64
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of the metadata service
      '2002:0a00:0001::', // 6to4 of 10.0.0.1
      '::7f00:1', // IPv4-compatible
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:db8::1',
      '3fff::1',
      '100::1', // discard-only
      '5f00::1',
      'fec0::1',
      '64:ff9b::7f00:1', // well-known NAT64 of 127.0.0.1
    ];
    for (const ip of forbidden) expect([ip, isForbiddenAddress(ip)]).toEqual([ip, true]);
    const allowed = ['2002:808:808::1', '64:ff9b::808:808', '2a00:1450:4001::1', '2001:4860:4860::8888'];
    for (const ip of allowed) expect([ip, isForbiddenAddress(ip)]).toEqual([ip, false]);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::2', '8.8.8.8'].map(isLoopbackAddress)).toEqual([false, false, false]);
  });

  it('takes https to public hosts, and http only to localhost when allowed', () => {
    const dev = { allowHttpLocalhost: true };
    const prod = { allowHttpLocalhost: false };
    expect(webhookUrlProblem('https://hooks.cliente.cl/carga', prod)).toBeNull();
    expect(webhookUrlProblem('https://203.0.113.10:8443/x', prod)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:4000/x', dev)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/x', prod)).toBe('https');
    expect(webhookUrlProblem('http://example.com/x', dev)).toBe('https');
    expect(webhookUrlProblem('http://10.0.0.1/x', dev)).toBe('https');
    expect(webhookUrlProblem('file:///etc/passwd', dev)).toBe('https');
    expect(webhookUrlProblem('https://localhost/x', dev)).toBe('private');
    expect(webhookUrlProblem('https://[::1]/x', dev)).toBe('private');
    expect(webhookUrlProblem('https://0x7f.1/x', dev)).toBe('private');
    expect(webhookUrlProblem('https://169.254.169.254/x', dev)).toBe('private');
    expect(webhookUrlProblem('https://a:b@hooks.cliente.cl/x', dev)).toBe('credentials');
    expect(webhookUrlProblem('hooks.cliente.cl/x', dev)).toBe('invalid');
    expect(webhookUrlProblem(`https://h.cl/${'x'.repeat(500)}`, dev)).toBe('tooLong');
  });
});
