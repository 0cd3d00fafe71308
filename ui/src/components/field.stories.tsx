import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, FileField, SelectField, TextAreaField, TextField } from './field';
import { FieldGroup } from './field-group';

/** Labelled controls: the label, hint and error are tied to the control for screen readers. */
const meta: Meta<typeof TextField> = { title: 'ui/Field', component: TextField };
export default meta;

type Story = StoryObj<typeof TextField>;

export const Text: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'namn@exempel.se' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'kund@torget.se');
    await expect(input).toHaveValue('kund@torget.se');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Domain',
    hint: "The shop's own host name, without https://",
    defaultValue: 'butik.example.se',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Domain')).toHaveAccessibleDescription(
      "The shop's own host name, without https://",
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Organisation number',
    defaultValue: '1234',
    error: 'Organisation number must be written as NNNNNN-NNNN.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Organisation number');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('NNNNNN-NNNN');
  },
};

export const Select: StoryObj<typeof SelectField> = {
  render: () => (
    <SelectField label="Plan" defaultValue="1">
      <option value="1">Plan 1: up to 5 products, free</option>
      <option value="2">Plan 2: up to 50 products, own domain</option>
      <option value="3" disabled>
        Plan 3: not available yet
      </option>
    </SelectField>
  ),
};

export const TextArea: StoryObj<typeof TextAreaField> = {
  render: () => <TextAreaField label="About text" rows={10} defaultValue="<p>Om Torget</p>" />,
};

export const CheckboxField: StoryObj<typeof Checkbox> = {
  render: () => <Checkbox label="Is Seller (shop open)" defaultChecked />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Is Seller (shop open)');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const File: StoryObj<typeof FileField> = {
  render: () => (
    <FileField label="Copy of an ID document" hint="A photo of a passport or ID card" accept="image/*" />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Copy of an ID document');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('A photo of a passport or ID card');
  },
};

/** A group of fields on a 320 px phone: the file chooser and the long option shrink to the screen, no sideways scroll. */
export const GroupOnAPhone: StoryObj<typeof FieldGroup> = {
  render: () => (
    <div style={{ width: 320 }}>
      <FieldGroup>
        <legend>Trader details</legend>
        <FileField label="Copy of an ID document" accept="image/*" />
        <SelectField label="Plan" defaultValue="2">
          <option value="2">Plan 2: up to 50 products, own domain and the shop's own colours</option>
        </SelectField>
        <TextField label="Account holder" defaultValue="Keramikverkstan i Göteborg AB" />
      </FieldGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Trader details' })).toBeInTheDocument();
  },
};
