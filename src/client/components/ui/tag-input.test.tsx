// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { TagInput } from './tag-input';

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
    renderWithApp(<Tags />);
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
    renderWithApp(<Tags suggestions={['Low-Sodium', 'Vegan']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Vegan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vegan');
    expect(screen.queryByRole('button', { name: 'Add Vegan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Low-Sodium' })).toBeInTheDocument();
  });
});
