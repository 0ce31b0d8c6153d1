import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { buttonClass } from './button-class';

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    render(<Button>保存</Button>);
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('type', 'button');
  });

  it('gives a link the same look as a button of that variant', () => {
    render(
      <Button variant="ghost" size="lg" className="extra">
        了解
      </Button>,
    );
    const button = screen.getByRole('button', { name: '了解' });
    expect(button.className).toBe(`${buttonClass({ variant: 'ghost', size: 'lg' })} extra`);
    expect(buttonClass({ variant: 'ghost' })).not.toBe(buttonClass({ variant: 'primary' }));
  });
});
