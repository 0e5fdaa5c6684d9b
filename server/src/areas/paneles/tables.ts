/** Kysely table types of the paneles area. */
export interface PanelesTables {
  paneles_dashboard: {
    panel: string;
    /** The panel's figures as JSON text (shape: the contract's schema of that panel). */
    datos: string;
    actualizado_en: string;
    actualizado_por: string | null;
  };
}
