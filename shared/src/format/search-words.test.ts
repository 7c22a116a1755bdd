import { describe, expect, it } from 'vitest';
import { hanPairs, isHan, searchWords, snippetOf, stemOf } from './search-words.ts';

describe('search words in Chinese (docs/search.md, "Chinese search")', () => {
  it('keeps a run of ideographs a word of its own, apart from the letters and digits beside it', () => {
    expect(searchWords('棉纱Ne30/1')).toEqual(['棉纱', 'ne30', '1']);
    expect(searchWords('精梳棉纱 Ne 30')).toEqual(['精梳棉纱', 'ne', '30']);
    expect(searchWords('32支')).toEqual(['32', '支']);
    // English as before.
    expect(searchWords('OEKO-TEX Ne 30/1')).toEqual(['oeko', 'tex', 'ne', '30', '1']);
  });

  it('reads Chinese punctuation, emoji and direction marks as spaces', () => {
    expect(searchWords('，棉纱。【精梳】「府绸」！')).toEqual(['棉纱', '精梳', '府绸']);
    expect(searchWords('🧶\u200f棉纱\u200e')).toEqual(['棉纱']);
    expect(searchWords('，。🧶\u200f')).toEqual([]);
  });

  it('tells a Chinese word from others, ideographs beyond the first 65,536 code points included', () => {
    expect(['棉纱', '𠀀𠀁', 'cotton', '30', 'قطن'].map(isHan)).toEqual([true, true, false, false, false]);
  });

  it('searches a Chinese word by each pair of neighbouring ideographs, a word of one by itself', () => {
    expect(hanPairs('精梳棉纱')).toEqual(['精梳', '梳棉', '棉纱']);
    expect(hanPairs('棉纱')).toEqual(['棉纱']);
    expect(hanPairs('纱')).toEqual(['纱']);
    expect(hanPairs('𠀀𠀁𠀂')).toEqual(['𠀀𠀁', '𠀁𠀂']);
    expect(hanPairs('纱纱纱')).toEqual(['纱纱']);
  });

  it("places a Chinese word's snippet where its first pair is, inside a run as well", () => {
    expect(stemOf('精梳棉纱')).toBe('精梳');
    expect(stemOf('knitting')).toBe('knit');
    const text = `${'这是一段很长的介绍文字，'.repeat(12)}我们供应环锭纺精梳棉纱，适用于针织。${'其他内容。'.repeat(20)}`;
    const snippet = snippetOf(text, ['棉纱']);
    expect(snippet).toContain('精梳棉纱');
    expect(snippet.startsWith('…')).toBe(true);
  });
});
