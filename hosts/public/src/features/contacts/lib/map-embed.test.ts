import { mapOpenUrl, mapSearchUrl, safeMapEmbedUrl } from './map-embed.ts';

describe('safeMapEmbedUrl', () => {
  it.each([
    'https://www.google.com/maps/embed?pb=!1m18!1m12',
    'https://www.google.com/maps/embed/v1/place?key=k&q=Gulshan',
    'https://maps.google.com/maps?q=Gulshan%2C%20Dhaka&output=embed',
    'https://www.openstreetmap.org/export/embed.html?bbox=90.40,23.78,90.42,23.80&layer=mapnik',
  ])('allows %s', (url) => {
    expect(safeMapEmbedUrl(url)).toBe(url);
  });

  it.each([
    ['another host', 'https://evil.example/embed'],
    ['a look-alike host', 'https://www.google.com.evil.example/maps/embed?pb=1'],
    ['plain http', 'http://www.google.com/maps/embed?pb=1'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['Google outside /maps/embed', 'https://www.google.com/search?q=x'],
    ['credentials', 'https://user:pass@www.google.com/maps/embed?pb=1'],
    ['an unusual port', 'https://maps.google.com:8443/maps?q=x'],
    ['OpenStreetMap outside the embed page', 'https://www.openstreetmap.org/user/x'],
    ['text', 'Gulshan, Dhaka'],
    ['nothing', ''],
    ['undefined', undefined],
  ])('refuses %s', (_, url) => {
    expect(safeMapEmbedUrl(url)).toBeNull();
  });

  it('links to a Google Maps search for the address as the fallback', () => {
    expect(mapSearchUrl('Agrabad, Chattogram')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Agrabad%2C%20Chattogram',
    );
  });
});

describe('mapOpenUrl', () => {
  it.each([
    [
      'maps.google.com without output=embed',
      'https://maps.google.com/maps?q=Gulshan&output=embed',
      'https://maps.google.com/maps?q=Gulshan',
    ],
    [
      'an embed/v1 place as a search for its q',
      'https://www.google.com/maps/embed/v1/place?key=k&q=Gulshan',
      'https://www.google.com/maps/search/?api=1&query=Gulshan',
    ],
    [
      'an OpenStreetMap embed at its marker',
      'https://www.openstreetmap.org/export/embed.html?bbox=90.40,23.78,90.42,23.80&marker=23.79,90.41',
      'https://www.openstreetmap.org/?mlat=23.79&mlon=90.41#map=16/23.79/90.41',
    ],
    [
      'an OpenStreetMap embed at the centre of its box',
      'https://www.openstreetmap.org/export/embed.html?bbox=90,23,91,24',
      'https://www.openstreetmap.org/?mlat=23.5&mlon=90.5#map=16/23.5/90.5',
    ],
    [
      'a Google pb embed as it is',
      'https://www.google.com/maps/embed?pb=!1m18',
      'https://www.google.com/maps/embed?pb=!1m18',
    ],
  ])('opens %s', (_, embed, expected) => {
    expect(mapOpenUrl(embed, 'Gulshan, Dhaka')).toBe(expected);
  });
});
