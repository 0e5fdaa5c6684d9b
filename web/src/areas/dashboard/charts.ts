/** Chart colours from the theme (index.css), readable on the dark panels. */
export const COLORES = {
  teal: '#2dd4bf',
  coral: '#fb7185',
  aviso: '#fbbf24',
  primario: '#60a5fa',
  rosa: '#f472b6',
  tenue: '#9fb0c9',
  borde: '#24324f',
  texto: '#e5ecf6',
} as const;
