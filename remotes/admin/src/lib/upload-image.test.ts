import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '../config/runtime.ts';
import { signInAsAdmin } from '../testing/auth.ts';
import { API } from '../testing/constants.ts';
import { imageFile } from '../testing/fixtures.ts';
import { server } from '../testing/msw-server.ts';
import { uploadImage } from './upload-image.ts';

describe('uploadImage', () => {
  it('posts to the API and reports progress up to 100%', async () => {
    setRuntimeConfig({ siteName: 'TexBridge', apiUrl: API });
    await signInAsAdmin();
    const progress: number[] = [];
    const url = await uploadImage(imageFile(), (percent) => progress.push(percent));
    expect(url).toMatch(/^\/uploads\/\w+\.webp$/);
    expect(progress.at(-1)).toBe(100);
  });

  it('posts to Cloudinary with the preset when configured, and reads secure_url', async () => {
    setRuntimeConfig({
      siteName: 'TexBridge',
      apiUrl: API,
      cloudinary: { cloudName: 'texbridge', uploadPreset: 'site' },
    });
    let fields: Record<string, string> = {};
    let authorization: string | null = 'unset';
    server.use(
      http.post('https://api.cloudinary.com/v1_1/texbridge/image/upload', async ({ request }) => {
        authorization = request.headers.get('authorization');
        const form = await request.formData();
        fields = { upload_preset: String(form.get('upload_preset')), file: typeof form.get('file') };
        return HttpResponse.json({ secure_url: 'https://res.cloudinary.com/texbridge/image/upload/v1/loom.png' });
      }),
    );
    await expect(uploadImage(imageFile())).resolves.toBe(
      'https://res.cloudinary.com/texbridge/image/upload/v1/loom.png',
    );
    expect(fields).toEqual({ upload_preset: 'site', file: 'object' });
    // The ID token is for our API only; it never goes to a third party.
    expect(authorization).toBeNull();
  });

  it('refuses an answer without a URL, so no record is created', async () => {
    setRuntimeConfig({
      siteName: 'TexBridge',
      apiUrl: API,
      cloudinary: { cloudName: 'texbridge', uploadPreset: 'site' },
    });
    server.use(http.post('https://api.cloudinary.com/v1_1/texbridge/image/upload', () => HttpResponse.json({})));
    await expect(uploadImage(imageFile())).rejects.toThrow('The image host answered without a URL');
  });

  it('checks the file in the browser before sending it', async () => {
    setRuntimeConfig({ siteName: 'TexBridge', apiUrl: API });
    await expect(uploadImage(imageFile('notes.txt', 'text/plain'))).rejects.toThrow(
      'notes.txt is not an accepted image: choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
  });
});
