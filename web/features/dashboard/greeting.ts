/** Spec section 2: morning before 12, afternoon 12 to 16, evening from 17 (the device's local hour). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}
