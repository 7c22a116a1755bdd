import { screen, waitFor, within } from '@testing-library/react';
import { downloadDetail } from '@texbridge/shared/resources/history';
import { db } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

// docs/security.md: a download of buyers' personal data is a line of the log that says what left.
describe('Activity: downloads', () => {
  it('says what was downloaded, of which record, and lets staff filter the backups', async () => {
    const name = 'texbridge-backup-20261202T041500Z.tar.gz';
    db.history.push(
      make.activity({
        action: 'download',
        resource: 'backup',
        recordId: name,
        title: name,
        detail: downloadDetail.backup,
      }),
      make.activity({
        action: 'download',
        resource: 'rfqs',
        title: 'RFQ-2026-000123',
        detail: downloadDetail.attachment('Techpack v3.pdf'),
      }),
    );
    await renderApp('/admin/activity');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const rows = (await bodyRows()).map((row) => cellTexts(row).slice(2, 4));
    expect(rows).toEqual([
      ['Downloaded a backup of the whole site', `${name}Backup`],
      ['Downloaded the buyer’s attachment “Techpack v3.pdf”', 'RFQ-2026-000123RFQ'],
    ]);
    const filters = screen.getByRole('search', { name: 'Filter the activity' });
    expect(
      within(within(filters).getByLabelText('Resource')).getByRole('option', { name: 'Backups' }),
    ).toBeInTheDocument();
  });
});
