import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { describeForm, unloadCrudFormForTests } from './crud-form.tsx';
import { Modal } from './modal.tsx';

// The forms' code is not part of the dashboard's first load (built-remote.test.ts checks the chunks):
// a form opened for the first time shows a spinner, then the form, with the focus in its first field.
const form = describeForm({
  title: 'Add Note',
  schema: z.object({ title: z.string() }),
  fields: [{ name: 'title', label: 'Title', kind: 'text', required: true }],
  defaults: () => ({ title: '' }),
  toBody: (values) => values,
});

describe('a form opened for the first time', () => {
  it('loads its code behind a spinner, then puts the focus in its first field', async () => {
    unloadCrudFormForTests();
    render(
      <Modal title="Add Note" onClose={() => {}}>
        {form.render({
          pending: false,
          progress: null,
          onSubmit: async () => {},
          onCancel: () => {},
          onSaved: () => {},
        })}
      </Modal>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
