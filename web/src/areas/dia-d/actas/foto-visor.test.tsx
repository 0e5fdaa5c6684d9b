import { TEXTOS_VISOR_FOTO as T } from '@comando/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FotoVisor } from './foto-visor.js';

const ALT = 'Foto del acta de la mesa M-1';

/**
 * The viewer with a laid-out frame (jsdom has no layout): a 1000 × 2000 portrait photo in a
 * 500 × 500 frame, so the whole photo fits at 0,25 screen pixels per photo pixel.
 */
function visor() {
  render(<FotoVisor src="/foto.jpg" alt={ALT} />);
  const foto = screen.getByRole('img', { name: ALT });
  const marco = screen.getByRole('group', { name: T.visor(ALT) });
  Object.defineProperties(foto, { naturalWidth: { value: 1000 }, naturalHeight: { value: 2000 } });
  Object.defineProperties(marco, { clientWidth: { value: 500 }, clientHeight: { value: 500 } });
  fireEvent.load(foto);
  const boton = (name: string) => screen.getByRole('button', { name });
  const zoom = () => screen.getByRole('status', { name: T.zoom }).textContent;
  return { foto, marco, boton, zoom };
}

describe('visor de la foto del acta', () => {
  it('empieza con la foto entera a la vista, al 100 %', () => {
    const { foto, zoom } = visor();
    expect(zoom()).toBe('100 %');
    expect(foto.style.transform).toBe('translate(-50%, -50%) translate(0px, 0px) rotate(0deg) scale(0.25)');
  });

  it('acercar y alejar cambian el porcentaje y la escala de la imagen', () => {
    const { foto, boton, zoom } = visor();
    fireEvent.click(boton(T.acercar));
    expect(zoom()).toBe('125 %');
    expect(foto.style.transform).toContain('scale(0.3125)');
    fireEvent.click(boton(T.alejar));
    fireEvent.click(boton(T.alejar));
    expect(zoom()).toBe('80 %');
    expect(foto.style.transform).toContain('scale(0.2)');
  });

  it('no aleja por debajo del 50 %: el botón queda desactivado', () => {
    const { boton, zoom } = visor();
    for (let i = 0; i < 5; i++) fireEvent.click(boton(T.alejar));
    expect(zoom()).toBe('50 %');
    expect(boton(T.alejar)).toBeDisabled();
  });

  it('gira de a 90° en los dos sentidos y vuelve a mostrar la foto entera', () => {
    const { foto, boton, zoom } = visor();
    fireEvent.click(boton(T.acercar));
    fireEvent.click(boton(T.girarDerecha));
    expect(foto.style.transform).toContain('rotate(90deg)');
    expect(zoom()).toBe('100 %');
    fireEvent.click(boton(T.girarIzquierda));
    fireEvent.click(boton(T.girarIzquierda));
    expect(foto.style.transform).toContain('rotate(270deg)');
  });

  it('ajustar al ancho llena el ancho del marco y muestra el borde de arriba', () => {
    const { foto, boton, zoom } = visor();
    fireEvent.click(boton(T.ajustarAncho));
    // 500 px of frame for 1000 px of photo: 0,5 px per pixel, twice the whole-photo view; the
    // photo is then 1000 px tall in a 500 px frame, moved down 250 px so its top shows.
    expect(zoom()).toBe('200 %');
    expect(foto.style.transform).toBe('translate(-50%, -50%) translate(0px, 250px) rotate(0deg) scale(0.5)');
    // Turned, the photo is wider than tall: as wide as the frame is the whole photo.
    fireEvent.click(boton(T.girarDerecha));
    fireEvent.click(boton(T.ajustarAncho));
    expect(zoom()).toBe('100 %');
  });

  it('las flechas mueven la foto ampliada, sin sacarla del marco, y 0 la restablece', () => {
    const { foto, marco, boton } = visor();
    fireEvent.click(boton(T.ajustarAncho));
    fireEvent.keyDown(marco, { key: 'ArrowDown' });
    expect(foto.style.transform).toContain('translate(0px, 202px)');
    // Already at the top: up does not move it further.
    fireEvent.keyDown(marco, { key: 'ArrowUp' });
    fireEvent.keyDown(marco, { key: 'ArrowUp' });
    expect(foto.style.transform).toContain('translate(0px, 250px)');
    // At 250 % the photo is 625 px wide: 62,5 px to each side can be brought into view (rounded on screen).
    fireEvent.keyDown(marco, { key: '+' });
    fireEvent.keyDown(marco, { key: 'ArrowRight' });
    expect(foto.style.transform).toContain('translate(-48px,');
    fireEvent.keyDown(marco, { key: 'ArrowRight' });
    expect(foto.style.transform).toContain('translate(-62px,');
    fireEvent.keyDown(marco, { key: '0' });
    expect(foto.style.transform).toBe('translate(-50%, -50%) translate(0px, 0px) rotate(0deg) scale(0.25)');
  });

  it('la rueda del ratón acerca y aleja', () => {
    const { marco, zoom } = visor();
    fireEvent.wheel(marco, { deltaY: -100 });
    expect(zoom()).toBe('122 %');
    fireEvent.wheel(marco, { deltaY: 100 });
    expect(zoom()).toBe('100 %');
  });

  it('separar dos dedos acerca; arrastrar con uno mueve la foto', () => {
    const { foto, marco, zoom } = visor();
    fireEvent.pointerDown(marco, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerDown(marco, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerMove(marco, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(zoom()).toBe('200 %');
    fireEvent.pointerUp(marco, { pointerId: 2, pointerType: 'touch' });
    const antes = foto.style.transform;
    fireEvent.pointerMove(marco, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 60 });
    expect(foto.style.transform).not.toBe(antes);
    expect(foto.style.transform).toMatch(/translate\(-?\d+px, -?\d+px\)/);
  });

  it('tiene todos sus controles con nombre en español y enlaza la original', () => {
    const { boton } = visor();
    for (const nombre of [
      T.alejar,
      T.acercar,
      T.girarIzquierda,
      T.girarDerecha,
      T.ajustarAncho,
      T.restablecer,
    ])
      expect(boton(nombre)).toBeVisible();
    expect(screen.getByRole('link', { name: T.abrirOriginal })).toHaveAttribute('href', '/foto.jpg');
  });
});
