import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const BASKET = 'texbridge.quote';
const yarn = () =>
  make.product({ title: 'Combed Cotton Yarn Ne 30/1', category: 'yarn', moq: { value: 1000, unit: 'kg' } });
const jersey = () =>
  make.product({ title: 'Single Jersey 180 GSM', category: 'fabrics', moq: { value: 500, unit: 'm' } });
const inBasket = (...products: { _id: string; title: string }[]) =>
  localStorage.setItem(BASKET, JSON.stringify(products.map(({ _id, title }) => ({ id: _id, title }))));
const basket = () => JSON.parse(localStorage.getItem(BASKET) ?? '[]') as { id: string }[];
const form = () => within(screen.getByRole('form', { name: 'Request for quotation' }));
const line = (title: string) => within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);

async function fillDetails(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(form().getByLabelText('Company'), 'Dhaka Knit Composite');
  await user.type(form().getByLabelText('Your name'), 'Nadia Rahman');
  await user.type(form().getByLabelText('E-mail'), 'nadia@dhakaknit.example');
  await user.selectOptions(form().getByLabelText('Country'), 'BD');
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** /quote with a yarn in the basket, in a browser of `language`, which says how its buyer writes numbers. */
async function quoteIn(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  const product = yarn();
  apiDb.products.push(product);
  inBasket(product);
  const { user } = renderRoute('/quote');
  const quantity = await screen.findByLabelText('Quantity');
  const typeQuantity = async (text: string) => {
    await user.clear(quantity);
    await user.type(quantity, text);
  };
  return { user, quantity, typeQuantity };
}

describe('Request for quotation (/quote)', () => {
  it('asks about every product in the basket, warns below the MOQ, and sends them in one request', async () => {
    const [a, b] = [yarn(), jersey()];
    apiDb.products.push(a, b);
    inBasket(a, b);
    const { user } = renderRoute('/quote');

    expect(await screen.findByRole('heading', { level: 1, name: 'Request for quotation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: a.title })).toBeInTheDocument();
    expect(line(a.title).getByRole('link', { name: a.title })).toHaveAttribute('href', `/products/${a._id}`);
    expect(line(a.title).getByText('Minimum order 1,000 kg')).toBeInTheDocument();
    // The MOQ is where a quantity starts; below it is a warning, not a refusal.
    expect(line(a.title).getByLabelText('Quantity')).toHaveValue('1000');
    await user.clear(line(a.title).getByLabelText('Quantity'));
    await user.type(line(a.title).getByLabelText('Quantity'), '400');
    expect(line(a.title).getByLabelText('Quantity')).toHaveAccessibleDescription(
      '= 400 kg Below the minimum order of 1,000 kg. We will still ask; a small order may cost more.',
    );
    await user.type(line(b.title).getByLabelText('Target price (optional)'), '2.40');
    await user.selectOptions(line(b.title).getByLabelText('Currency'), 'EUR');
    await fillDetails(user);
    await user.selectOptions(form().getByLabelText('Incoterm (optional)'), 'CIF');
    await user.click(form().getByRole('button', { name: 'Send request' }));

    // Focus moves in an effect after the heading appears: waited for, as a screen reader would.
    const sent = await screen.findByRole('heading', { name: 'Request for quotation sent' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your request RFQ-2026-000001 is with our sourcing team, and we will reply by e-mail soon.',
    );
    expect(apiDb.rfqs[0]).toMatchObject({
      company: 'Dhaka Knit Composite',
      country: 'BD',
      incoterm: 'CIF',
      lines: [
        { productId: a._id, quantity: 400, unit: 'kg', belowMoq: true },
        { productId: b._id, quantity: 500, unit: 'm', targetPrice: 2.4, currency: 'EUR' },
      ],
    });
    expect(basket()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Quote' })).toBeInTheDocument();
  });

  it('reads 2.500 kg at 2,85 EUR as a German browser means them, and shows each as read', async () => {
    const { user, quantity, typeQuantity } = await quoteIn('de-DE');
    await typeQuantity('2.500');
    expect(quantity).toHaveAccessibleDescription('= 2,500 kg');
    await user.type(form().getByLabelText('Target price (optional)'), '2,85');
    await user.selectOptions(form().getByLabelText('Currency'), 'EUR');
    expect(form().getByLabelText('Target price (optional)')).toHaveAccessibleDescription('= 2.85 EUR per kg');
    await fillDetails(user);
    await user.click(form().getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Request for quotation sent' });
    expect(apiDb.rfqs[0]!.lines[0]).toMatchObject({ quantity: 2500, targetPrice: 2.85, currency: 'EUR' });
  });

  it('refuses a 2.500 that reads two ways to an English browser, saying both readings, and sends nothing', async () => {
    const { user, quantity, typeQuantity } = await quoteIn('en-US');
    await typeQuantity('2,500');
    expect(quantity).toHaveAccessibleDescription('= 2,500 kg');
    await typeQuantity('2.500');
    expect(quantity).toHaveAccessibleDescription('2.5 or 2,500? Type 2.5 or 2500.');
    await fillDetails(user);
    await user.click(form().getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(
        '2.5 or 2,500? Type 2.5 or 2500. Quantity reads two ways: “2.500” could be 2.5 or 2,500. Type 2.5 or 2500.',
      ),
    );
    expect(apiDb.rfqs).toHaveLength(0);
  });

  it('offers the units that measure the product, and warns of 1 t against an MOQ of 2,000 kg', async () => {
    const product = make.product({ title: 'Cotton Lint', category: 'fibres', moq: { value: 2000, unit: 'kg' } });
    apiDb.products.push(product);
    inBasket(product);
    const { user } = renderRoute('/quote');
    const unit = await screen.findByLabelText('Unit');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['kg', 't']);
    await user.selectOptions(unit, 't');
    await user.clear(form().getByLabelText('Quantity'));
    await user.type(form().getByLabelText('Quantity'), '1');
    expect(form().getByLabelText('Quantity')).toHaveAccessibleDescription(
      '= 1 t Below the minimum order of 2,000 kg. We will still ask; a small order may cost more.',
    );
    await user.type(form().getByLabelText('Quantity'), '0');
    expect(form().getByLabelText('Quantity')).toHaveAccessibleDescription('= 10 t');
  });

  it('keeps what was typed when the buyer leaves the page and comes back, until it is sent', async () => {
    const product = yarn();
    apiDb.products.push(product);
    inBasket(product);
    const first = renderRoute('/quote');
    await screen.findByLabelText('Quantity');
    await fillDetails(first.user);
    await first.user.clear(form().getByLabelText('Quantity'));
    await first.user.type(form().getByLabelText('Quantity'), '2500');
    await first.user.type(form().getByLabelText('Target price (optional)'), '2.85');
    await first.user.type(form().getByLabelText('Message (optional)'), 'Raw white, on cones.');
    first.unmount();

    // Back on /quote (a product link followed and Back, or a reload): every field as it was left.
    const again = renderRoute('/quote');
    await waitFor(() => expect(form().getByLabelText('Company')).toHaveValue('Dhaka Knit Composite'));
    expect(form().getByLabelText('E-mail')).toHaveValue('nadia@dhakaknit.example');
    expect(form().getByLabelText('Country')).toHaveValue('BD');
    expect(form().getByLabelText('Message (optional)')).toHaveValue('Raw white, on cones.');
    expect(await form().findByLabelText('Quantity')).toHaveValue('2500');
    expect(form().getByLabelText('Target price (optional)')).toHaveValue('2.85');

    await again.user.click(form().getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Request for quotation sent' });
    expect(localStorage.getItem('texbridge.quote.draft')).toBeNull();
  });

  it('names a product deleted since it was added, and sends the rest', async () => {
    const [kept, deleted] = [yarn(), jersey()];
    apiDb.products.push(kept);
    inBasket(kept, deleted);
    const { user } = renderRoute('/quote');

    expect(await screen.findByText(/This product is no longer in our catalogue/)).toHaveTextContent(
      `This product is no longer in our catalogue, so it is not in your request: ${deleted.title}.`,
    );
    expect(screen.getByRole('heading', { level: 3, name: kept.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: deleted.title })).not.toBeInTheDocument();
    await fillDetails(user);
    await user.click(form().getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Request for quotation sent' });
    expect(apiDb.rfqs[0]!.lines.map((sent) => sent.productId)).toEqual([kept._id]);
  });

  it('keeps everything typed when the API refuses, with its reason beside the field', async () => {
    const product = yarn();
    apiDb.products.push(product);
    inBasket(product);
    server.use(
      http.post(`${API}/rfqs`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'company must be at most 160 characters; lines.0.quantity must be at most 1000000000',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/quote');
    await screen.findByRole('heading', { level: 3, name: product.title });
    await fillDetails(user);
    await user.click(form().getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request was not sent. Please correct the highlighted fields and send again.',
    );
    const company = form().getByLabelText('Company');
    expect(company).toHaveValue('Dhaka Knit Composite');
    expect(company).toHaveAccessibleDescription('Company must be at most 160 characters.');
    await waitFor(() => expect(company).toHaveFocus());
    expect(line(product.title).getByLabelText('Quantity')).toHaveAccessibleDescription(
      '= 1,000 kg Quantity must be at most 1000000000.',
    );
    expect(form().getByLabelText('E-mail')).toHaveValue('nadia@dhakaknit.example');
    expect(basket()).toHaveLength(1);
  });

  it('checks the required fields before sending, and clears a message as it is corrected', async () => {
    const product = yarn();
    apiDb.products.push(product);
    inBasket(product);
    const { user } = renderRoute('/quote');
    await screen.findByRole('heading', { level: 3, name: product.title });
    await user.click(form().getByRole('button', { name: 'Send request' }));

    expect(form().getByLabelText('Company')).toHaveAccessibleDescription('Company is required.');
    expect(form().getByLabelText('Country')).toHaveAccessibleDescription('Choose your country.');
    expect(form().getByLabelText('Company')).toHaveFocus();
    await user.type(form().getByLabelText('Company'), 'Knit Works');
    expect(form().getByLabelText('Company')).not.toHaveAccessibleDescription();
    expect(apiDb.rfqs).toHaveLength(0);
  });

  it('opens with the product an address names, which joins the basket', async () => {
    const product = jersey();
    apiDb.products.push(product);
    renderRoute(`/quote?product=${product._id}`);
    expect(await screen.findByRole('heading', { level: 3, name: product.title })).toBeInTheDocument();
    expect(basket()).toEqual([{ id: product._id, title: product.title }]);
    expect(await screen.findByRole('link', { name: 'Quote, 1 product' })).toHaveAttribute('href', '/quote');
  });

  it('says what to do when the basket is empty, and cannot be sent', async () => {
    renderRoute('/quote');
    expect(await screen.findByText('Your quote is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/products');
    expect(form().getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  it('takes focus to the next line when one is removed, and drops the problems numbered by line', async () => {
    const [a, b] = [yarn(), jersey()];
    apiDb.products.push(a, b);
    inBasket(a, b);
    server.use(
      http.post(`${API}/rfqs`, () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'lines.1.quantity must be at most 1,000,000,000' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/quote');
    await screen.findByRole('heading', { level: 3, name: b.title });
    await fillDetails(user);
    await user.click(form().getByRole('button', { name: 'Send request' }));
    expect(await line(b.title).findByText('Quantity must be at most 1,000,000,000.')).toBeInTheDocument();

    await user.click(line(a.title).getByRole('button', { name: `Remove ${a.title}` }));
    expect(screen.queryByRole('heading', { level: 3, name: a.title })).not.toBeInTheDocument();
    // The problem was the second line's; that line is now the first, and the problem is not moved onto it.
    expect(screen.queryByText('Quantity must be at most 1,000,000,000.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: b.title })).toHaveFocus();
    expect(basket()).toEqual([{ id: b._id, title: b.title }]);

    await user.click(line(b.title).getByRole('button', { name: `Remove ${b.title}` }));
    expect(await screen.findByText('Your quote is empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveFocus());
  });

  it('adds a product from its page, and the header counts it', async () => {
    const product = yarn();
    apiDb.products.push(product);
    const { user } = renderRoute(`/products/${product._id}`);
    await user.click(await screen.findByRole('button', { name: `Add to quote: ${product.title}` }));
    // The pressed button is gone: focus is on what took its place, and the addition is announced.
    const added = screen.getByRole('link', { name: `In your quote: ${product.title}` });
    expect(added).toHaveAttribute('href', '/quote');
    expect(added).toHaveFocus();
    expect(screen.getByText('Added to your quote (1 product).')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Quote, 1 product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a quotation' })).toHaveAttribute(
      'href',
      `/quote?product=${product._id}`,
    );
  });
});
