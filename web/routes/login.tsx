import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";

export const Route = createFileRoute("/login")({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: () => <h1>Login</h1>,
});
