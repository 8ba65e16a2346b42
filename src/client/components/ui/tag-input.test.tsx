// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

afterEach(cleanup);

function Tags({ suggestions }: { suggestions?: string[] }) {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" value={tags} onChange={setTags} suggestions={suggestions} />
      <output>{tags.join('|') || 'none'}</output>
    </>
  );
}

describe('tag input', () => {
  it('adds an entry on Enter or a comma, skips a repeat in another case, and removes the last on Backspace', () => {
    render(<Tags />);
    const box = screen.getByLabelText('Tags');
    fireEvent.change(box, { target: { value: 'Vegan' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'Peanut, vegan, Egg' } });
    expect(screen.getByRole('status')).toHaveTextContent('Vegan|Peanut');
    expect(box).toHaveValue(' Egg');

    fireEvent.blur(box);
    expect(screen.getByRole('status')).toHaveTextContent('Vegan|Peanut|Egg');

    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(screen.getByRole('status')).toHaveTextContent('Vegan|Peanut');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Vegan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Peanut');
  });

  it('offers the suggestions not yet chosen and adds one on a tap', () => {
    render(<Tags suggestions={['Low-Sodium', 'Vegan']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Vegan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vegan');
    expect(screen.queryByRole('button', { name: 'Add Vegan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Low-Sodium' })).toBeInTheDocument();
  });
});
