/** Above antd's drawers and modals (1000): the movement's dialogs open over its drawer. */
export const DIALOG_Z_INDEX = 1100;
