// The HTML popover attributes (menus, the toaster). React 18's types predate them; React 18 sets
// lowercase attributes it does not know as written, so they are spelled the way HTML spells them.
import "react";

// Declaration merging repeats React's own type parameter, which these additions do not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
