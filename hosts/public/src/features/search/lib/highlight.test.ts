import { highlight } from './highlight.ts';

const marks = (text: string, words: string[]) =>
  highlight(text, words)
    .filter((piece) => piece.match)
    .map((piece) => piece.text);

describe('highlight', () => {
  it('marks each word that starts like a search word, a typo or a longer form included', () => {
    expect(marks('Poplin for shirting, woven poplins', ['poplinn'])).toEqual(['Poplin', 'poplins']);
    expect(marks('Knitted and knitting yarns', ['knit'])).toEqual(['Knitted', 'knitting']);
  });

  it('looks through hyphens and dots inside a word', () => {
    expect(marks('OEKO-TEX Standard 100 and GOTS', ['oekotex'])).toEqual(['OEKO-TEX']);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'A crisp, plain-weave poplin — 40s × 40s.';
    expect(
      highlight(text, ['plain', '40s'])
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('marks nothing for no words', () => {
    expect(highlight('Denim', [])).toEqual([{ text: 'Denim', match: false }]);
  });
});
