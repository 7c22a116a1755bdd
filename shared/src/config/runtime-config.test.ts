import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts';

describe('runtime config', () => {
  it('fills the site name and trims the API URL', () => {
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.com/' })).toEqual({
      siteName: 'TexBridge',
      apiUrl: 'https://api.example.com',
    });
  });

  it('keeps optional providers when complete', () => {
    const config = parseRuntimeConfig({
      siteName: 'Acme',
      apiUrl: 'http://localhost:4000',
      emailjs: { serviceId: 's', templateId: 't', publicKey: 'k' },
    });
    expect(config.emailjs).toEqual({ serviceId: 's', templateId: 't', publicKey: 'k' });
  });

  it('refuses a bad file with a sentence naming the field', () => {
    expect(() => parseRuntimeConfig({ apiUrl: 'not a url' })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ apiUrl: 'not a url' })).toThrow(/^runtime-config\.json: apiUrl /);
    expect(() => parseRuntimeConfig({ apiUrl: 'http://x', emailjs: { serviceId: 's' } })).toThrow(
      /emailjs\.templateId/,
    );
  });
});
