/** A small drawn signature (60x20 PNG, a stroke on white), as the signature canvas sends it. */
export const PNG_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAIAAABeYcl+AAAAe0lEQVR42tXTSw6AIAxF0bsIx67T3deBiXHgB6Etrw0TCn05CYFl3Y5ldQozO91V9Fw3VfTcdsX1vB9r6mm8J6Xn74CCnu7JiXrGI/L1OGal6YkIjdYT+o5BenK+jq8eyy0XfTbaRT8NPaKfj+7QC6Hb9YroT700+km/A84VHu4Skay9AAAAAElFTkSuQmCC';
