import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's register() for MUI text fields: the ref must reach the <input>, so it goes to inputRef. */
export function muiRegister<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref };
}
