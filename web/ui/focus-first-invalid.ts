/** After a failed submit, moves focus to the first field marked invalid (once React has rendered the errors): `focusFirstInvalid(event.currentTarget)`. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
