/** The figures written on the acta, by party (the ballot of the e2e and the bench). */
export declare const CIFRAS_FOTO: {
    readonly ALFA: 127;
    readonly BETA: 84;
    readonly GAMA: 39;
    readonly blancos: 6;
    readonly nulos: 3;
};
export declare const ANCHO_CAMARA = 4000;
export declare const ALTO_CAMARA = 3000;
/**
 * The camera's JPEG (quality 92, as phones save them) with its EXIF: make, model, the time and
 * where it was taken (GPS, Cochabamba). About 4 MB: the grain is what makes it that large.
 */
export declare function fotoDeCamara(mesa?: string): Promise<Buffer>;
