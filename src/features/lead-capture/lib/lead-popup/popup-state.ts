/** Whether the lead pop-up is on screen, so tip notifications can stay out of its way. */
let popupOpen = false;

export function setPopupOpen(open: boolean): void {
  popupOpen = open;
}

export function isPopupOpen(): boolean {
  return popupOpen;
}
