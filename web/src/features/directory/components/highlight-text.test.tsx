import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerKinds } from '../model/register-kinds';
import { HighlightText } from './highlight-text';
import { RegisterItem } from './register-item';

const NAME = '新明生活';
const KEYWORD = '新明';

/** The one element the highlighted pieces of `name` share, checked to hold the name exactly. */
function sharedParentOf(name: string): HTMLElement {
  const [mark] = screen.getAllByText(KEYWORD, { selector: 'mark' });
  const parent = mark?.parentElement;
  if (!parent) throw new Error('the highlight has no parent');
  expect(parent.textContent).toBe(name);
  return parent;
}

describe('HighlightText', () => {
  it('keeps the pieces of a name in one inline element, so a flex row never splits them', () => {
    render(
      <h3 style={{ display: 'flex', gap: 10 }} data-testid="row">
        <HighlightText text={NAME} keyword={KEYWORD} />
      </h3>,
    );
    const row = screen.getByTestId('row');
    const parent = sharedParentOf(NAME);
    expect(parent).not.toBe(row);
    expect(parent.tagName).toBe('SPAN');
    // The row's only child is that element: no bare text piece becomes a flex item of its own.
    expect([...row.childNodes]).toEqual([parent]);
  });

  it('renders every occurrence and the text between them unchanged', () => {
    render(<HighlightText text="新明新明生活新明" keyword={KEYWORD} />);
    const [first] = screen.getAllByText(KEYWORD, { selector: 'mark' });
    expect(first?.parentElement?.textContent).toBe('新明新明生活新明');
    expect(screen.getAllByText(KEYWORD, { selector: 'mark' })).toHaveLength(3);
  });
});

describe('a register title with a highlight', () => {
  it('reads as the name exactly, its pieces sharing one inline parent inside the title row', () => {
    const kind = registerKinds.trademark;
    expect(kind.detailsPath).toBeUndefined();
    render(
      <ul>
        <RegisterItem
          kind={kind}
          keyword={KEYWORD}
          row={{ detailsId: '1', title: NAME, tag: '第9类 科学仪器', fields: [], moreFields: [] }}
        />
      </ul>,
    );
    const title = screen.getByRole('heading', { level: 3 });
    const parent = sharedParentOf(NAME);
    expect(parent.parentElement).toBe(title);
  });
});
