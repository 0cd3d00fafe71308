import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ImageUpload } from './image-upload';
import { translateActive as say } from '../i18n/active';

const meta: Meta<typeof ImageUpload> = { title: 'ui/ImageUpload', component: ImageUpload };
export default meta;

type Story = StoryObj<typeof ImageUpload>;

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const Empty: Story = {
  render: function Render() {
    const [path, setPath] = useState('');
    return <ImageUpload label="Product image" value={path} upload={async () => pixel} onChange={setPath} />;
  },
};

export const TooBig: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(say('image.choose', { label: 'product image' })), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(say('image.tooBig'));
  },
};
