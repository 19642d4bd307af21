import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // SITE_URL (the public origin) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [tailwindcss(), reactRouter()],
});
