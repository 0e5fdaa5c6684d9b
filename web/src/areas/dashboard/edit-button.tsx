import { Pencil } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { IconButton } from '../../ui/index.js';

/** The pencil button of a card (a FormDialog's trigger); its accessible name is the modal's title. */
export function EditButton({ label, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <IconButton label={label} aria-haspopup="dialog" {...props}>
      <Pencil aria-hidden="true" size={16} />
    </IconButton>
  );
}
