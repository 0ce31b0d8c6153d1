import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AgreementCheckbox } from './agreement-checkbox';

function Harness() {
  const [agreed, setAgreed] = useState(false);
  return <AgreementCheckbox checked={agreed} onChange={setAgreed} linkText="《隐私保护协议》" />;
}

describe('the agreement control', () => {
  it('is a checkbox the keyboard turns on and off again with Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    await user.tab();
    expect(agreement).toHaveFocus();

    await user.keyboard(' ');
    expect(agreement).toBeChecked();
    await user.keyboard(' ');
    expect(agreement).not.toBeChecked();
  });
});
