import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, serverText } from "./errors";

const fail = (status: number, data: unknown = null) => new ApiError(status, data, "failed");

describe("errorMessage: the generic mapping of failed calls (spec section 8)", () => {
  it.each<[string, unknown, string]>([
    [
      "400 shows the error field",
      fail(400, { error: "Invalid email or password." }),
      "Invalid email or password.",
    ],
    [
      "400 without error joins the values of all fields",
      fail(400, { email: ["Email is required"], password: ["Password is required"] }),
      "Email is required Password is required",
    ],
    [
      "400 joins several messages of one field",
      fail(400, { username: ["Username is required", "Username must be at least 3 characters"] }),
      "Username is required, Username must be at least 3 characters",
    ],
    ["400 with a plain string value", fail(400, { detail: "Bad input" }), "Bad input"],
    ["401", fail(401, { error: "Token expired" }), "Authentication failed. Please log in again."],
    ["403", fail(403, { error: "No" }), "You do not have permission to perform this action."],
    ["404", fail(404), "The requested resource was not found."],
    ["500", fail(500, { error: "Server error" }), "Server error. Please try again later."],
    ["503", fail(503, "<html>Bad gateway</html>"), "Server error. Please try again later."],
    [
      "other status: the message field",
      fail(409, { message: "Already a member" }),
      "Already a member",
    ],
    [
      "other status: the error field",
      fail(429, { error: "Too many failed login attempts. Please try again in 15 minutes." }),
      "Too many failed login attempts. Please try again in 15 minutes.",
    ],
    ["other status without text", fail(409, {}), "An error occurred."],
    ["no response", fail(0), "Network error. Please check your connection."],
    ["a plain Error: its message", new Error("Boom"), "Boom"],
    ["anything else", "weird", "An unexpected error occurred."],
    ["undefined", undefined, "An unexpected error occurred."],
  ])("%s", (_name, error, expected) => expect(errorMessage(error)).toBe(expected));

  it("uses the screen's default (e.g. 'Login failed') only where the mapping has no text", () => {
    expect(errorMessage(fail(400, {}), "Login failed")).toBe("Login failed");
    expect(errorMessage(fail(422, null), "Registration failed")).toBe("Registration failed");
    expect(errorMessage("weird", "Profile update failed")).toBe("Profile update failed");
    // The mapping wins over the default when it has words of its own.
    expect(errorMessage(fail(401), "Login failed")).toBe(
      "Authentication failed. Please log in again.",
    );
    expect(errorMessage(fail(400, { error: "Nope" }), "Login failed")).toBe("Nope");
  });

  it("keeps 'not verified' in the text so login can send the user to /verify-email", () => {
    const text = errorMessage(
      fail(400, { error: "Your email address is not verified. Please check your inbox." }),
      "Login failed",
    );
    expect(text).toContain("not verified");
  });
});

describe("ApiError.fieldErrors: first message per field, for the forms", () => {
  it("takes the first message of each field of a 400", () => {
    const error = fail(400, {
      email: ["A user with that email already exists.", "second"],
      username: ["Username is required"],
      error: "not a list",
    });
    expect(error.fieldErrors()).toEqual({
      email: "A user with that email already exists.",
      username: "Username is required",
    });
  });

  it("has no field errors for other statuses or bodies", () => {
    expect(fail(409, { email: ["x"] }).fieldErrors()).toEqual({});
    expect(fail(400, null).fieldErrors()).toEqual({});
    expect(fail(400, "text").fieldErrors()).toEqual({});
  });
});

describe("serverText: the server's own words", () => {
  it.each<[unknown, string | undefined]>([
    [{ error: "E" }, "E"],
    [{ detail: "D" }, "D"],
    [{ message: "M" }, "M"],
    [{ error: ["A", "B"] }, "A, B"],
    ["plain", "plain"],
    [null, undefined],
    [{}, undefined],
  ])("%j → %s", (data, expected) => expect(serverText(data)).toBe(expected));
});
