import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { imageFile, pdfRenamedAsImage } from '../../testing/fixtures.ts';
import { imageFormatOf } from '../../lib/image-checks.ts';
import { ImagePicker } from './image-picker.tsx';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Slider Image"
      hint="The image must be wide."
      file={file}
      onChange={(chosen) => {
        setFile(chosen);
        onChange(chosen);
      }}
      progress={null}
    />
  );
}

const setup = () => {
  const chosen: (File | null)[] = [];
  render(<Harness onChange={(file) => chosen.push(file)} />);
  return { chosen, user: userEvent.setup({ applyAccept: false }), picker: screen.getByLabelText('Slider Image') };
};

describe('ImagePicker: images staff can trust', () => {
  it('refuses a PDF renamed .jpg by its bytes, inline and in plain words, with no preview', async () => {
    const { chosen, user, picker } = setup();
    await user.upload(picker, pdfRenamedAsImage('brochure.jpg'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/brochure\.jpg is not really a picture/);
    expect(alert).toHaveTextContent(/it may be a PDF or document renamed/);
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    // The form is told the file is gone once its bytes are read.
    expect(chosen.at(-1)).toBeNull();
  });

  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.gif', 'image/gif'],
    ['photo.avif', 'image/avif'],
  ])('accepts a real %s by its bytes', async (name, type) => {
    const { chosen, user, picker } = setup();
    const file = imageFile(name, type);
    await user.upload(picker, file);
    expect(await screen.findByRole('img', { name: `Preview of ${name}` })).toBeInTheDocument();
    expect(chosen).toEqual([file]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('recognises the five formats by magic number only', () => {
    const bytes = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    expect(imageFormatOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(imageFormatOf(bytes('\0\0\0\x18ftypmif1\0\0\0\0avif'))).toBe('image/avif');
    expect(imageFormatOf(bytes('\0\0\0\x18ftypheic\0\0\0\0mif1'))).toBeNull();
  });

  it('states every limit in the hint, the 40-megapixel one included', () => {
    setup();
    expect(
      screen.getByText(/The image must be wide\. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB and 40 megapixels\./),
    ).toBeInTheDocument();
  });
});
