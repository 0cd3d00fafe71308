import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../theme';
import { ImageUpload } from './image-upload';
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_BIG_IMAGE_MESSAGE } from './image-upload-messages';

function Harness({ upload }: { upload: (file: File) => Promise<string> }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={createTheme()}>
      <ImageUpload label="Image" value={value} onChange={setValue} upload={upload} />
      <output>{value}</output>
    </ThemeProvider>
  );
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(/image/i, { selector: 'input' }), { target: { files: [file] } });
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'mug.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('uploads a picture and shows it as the preview', async () => {
    const upload = vi.fn(async () => '/uploads/mug.webp');
    render(<Harness upload={upload} />);
    pick(png());
    expect(await screen.findByText('Image uploaded.')).toBeTruthy();
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe('/uploads/mug.webp');
    expect(screen.getByText('/uploads/mug.webp')).toBeTruthy();
  });

  it("says 'Too big image. Max size: 4 MB.' when the server answers 413", async () => {
    render(
      <Harness
        upload={() => Promise.reject(Object.assign(new Error('Payload Too Large'), { status: 413 }))}
      />,
    );
    pick(png());
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_BIG_IMAGE_MESSAGE);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a file over 4 MB and a file that is not an image without sending them', async () => {
    const upload = vi.fn(async () => '/x.webp');
    render(<Harness upload={upload} />);
    pick(png(MAX_IMAGE_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_BIG_IMAGE_MESSAGE);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_AN_IMAGE_MESSAGE));
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's message for a file it refuses", async () => {
    render(
      <Harness
        upload={() =>
          Promise.reject(Object.assign(new Error('That file is not a picture we can read.'), { status: 400 }))
        }
      />,
    );
    pick(png());
    expect((await screen.findByRole('alert')).textContent).toBe('That file is not a picture we can read.');
  });
});
