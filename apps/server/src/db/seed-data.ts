/** Ready-made page themes offered in the editor's colour settings (GET /api/v1/themes). */
export const SEED_THEMES = [
  solid('Midnight', '#1f2933', '#ffffff', '#f5c451', '#1f2933'),
  solid('Paper', '#faf7f2', '#1f2933', '#1f2933', '#ffffff'),
  solid('Forest', '#1e4d3a', '#ffffff', '#e8f3ec', '#1e4d3a'),
  solid('Ocean', '#0f4c75', '#ffffff', '#bbe1fa', '#0f4c75'),
  solid('Terracotta', '#c8553d', '#ffffff', '#fff1e6', '#8a2f1d'),
  solid('Studio Grey', '#424242', '#ffffff', '#D5DBE4', '#000000'),
  gradient('Sunset', 135, '#ff7e5f', '#feb47b', '#ffffff', '#ffffff', '#c4452b'),
  gradient('Aurora', 160, '#00c9a7', '#845ec2', '#ffffff', '#ffffff', '#4b2c83'),
  gradient('Night Sky', 180, '#141e30', '#243b55', '#ffffff', '#e0e6f0', '#141e30'),
  gradient('Peach', 180, '#ffecd2', '#fcb69f', '#3b2a26', '#3b2a26', '#ffffff'),
  gradient('Lagoon', 120, '#43cea2', '#185a9d', '#ffffff', '#ffffff', '#185a9d'),
  gradient('Grape', 200, '#5f2c82', '#49a09d', '#ffffff', '#f2ecf7', '#5f2c82'),
  gradient('Citrus', 90, '#f7971e', '#ffd200', '#2b2100', '#2b2100', '#ffd200'),
  gradient('Rose Gold', 150, '#b76e79', '#eacda3', '#ffffff', '#ffffff', '#7d3f4a'),
];

/** The solid-colour palette, hex without '#' (GET /api/v1/background_colors). */
export const SEED_BACKGROUND_COLORS = [
  '000000',
  '1f2933',
  '424242',
  '616161',
  '9e9e9e',
  'e0e0e0',
  'ffffff',
  'faf7f2',
  'b71c1c',
  'e53935',
  'ff7043',
  'ffb300',
  'fdd835',
  'c0ca33',
  '43a047',
  '1e4d3a',
  '00897b',
  '00acc1',
  '1e88e5',
  '0f4c75',
  '3949ab',
  '5e35b1',
  '8e24aa',
  'd81b60',
];

// Mailchimp is id 1 (SPEC.md §7 posts to /v1/mailing_services/1/...); the built-in list follows,
// then the key-based services. The image name is each service's kind (providers/registry.ts).
export const SEED_MAILING_SERVICES = [
  { name: 'Mailchimp', image_name: 'mailchimp' },
  { name: 'Podpie list', image_name: 'podpie' },
  { name: 'Kit', image_name: 'kit' },
  { name: 'Beehiiv', image_name: 'beehiiv' },
  { name: 'MailerLite', image_name: 'mailerlite' },
];

type SeedTheme = {
  theme_name: string;
  background_type: 'SOLID' | 'LINEAR-GRADIENT';
  solid_color: string | null;
  degree: number;
  gradient_color_from: string | null;
  gradient_color_to: string | null;
  text_color: string;
  button_color: string;
  button_text_color: string;
};

function solid(
  theme_name: string,
  solid_color: string,
  text_color: string,
  button_color: string,
  button_text_color: string,
): SeedTheme {
  return {
    theme_name,
    background_type: 'SOLID',
    solid_color,
    degree: 180,
    gradient_color_from: null,
    gradient_color_to: null,
    text_color,
    button_color,
    button_text_color,
  };
}

function gradient(
  theme_name: string,
  degree: number,
  gradient_color_from: string,
  gradient_color_to: string,
  text_color: string,
  button_color: string,
  button_text_color: string,
): SeedTheme {
  return {
    theme_name,
    background_type: 'LINEAR-GRADIENT',
    solid_color: null,
    degree,
    gradient_color_from,
    gradient_color_to,
    text_color,
    button_color,
    button_text_color,
  };
}
