export {
  createTheme,
  textOn as shopTextOn,
  type Theme,
  type ShopThemeInput,
  type ShopColourField,
} from './theme';
export { AA_CONTRAST, contrastRatio, isHexColour, readableText } from './contrast';
export { ThemeRoot } from './theme-root';
export { Button, buttonStyles, type ButtonStyleProps, type ButtonVariant } from './components/button';
export { Card } from './components/card';
export { Facts } from './components/facts';
export { Dac7QuarterTable, type Dac7Year } from './components/dac7-quarter-table';
export {
  Checkbox,
  FileField,
  Input,
  Select,
  SelectField,
  TextAreaField,
  TextField,
  Textarea,
} from './components/field';
export { FieldGroup } from './components/field-group';
export { DropdownMenu } from './components/dropdown-menu';
export { MessageBox } from './components/message-box';
export { LoadingIndicator, LOADING_DELAY_MS } from './components/loading-indicator';
export { Pagination, pageWindow, type PaginationProps } from './components/pagination';
export { Price } from './components/price';
export { WithdrawalBadge } from './components/withdrawal-badge';
export { Rating, starGlyphs } from './components/rating';
export { Snackbar, SNACKBAR_MS } from './components/snackbar';
export { VisuallyHidden } from './components/visually-hidden';
export { ImageUpload, type ImageUploadProps } from './components/image-upload';
export {
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  TOO_BIG_IMAGE_MESSAGE,
} from './components/image-upload-messages';
export { ResponsiveTable } from './components/responsive-table';
export {
  ProductForm,
  productFormValues,
  type ProductField,
  type ProductFormProps,
  type ProductFormValues,
} from './components/product-form';
export { ColourField, type ColourFieldProps } from './components/colour-field';
export { Table, type TableColumn, type TableProps } from './components/table';
export { Chart, type ChartProps, type ChartSeries } from './components/chart/chart';
export {
  ExportForm,
  OverviewCard,
  OverviewScreen,
  PeriodChart,
  PeriodSwitch,
  SalesFigure,
  downloadOrdersCsv,
  wholeNumber,
  type ExportFormProps,
  type ExportValues,
  type OverviewScreenProps,
  type PeriodChartProps,
} from './overview';
export {
  Form,
  FormCheckbox,
  FormColourField,
  FormError,
  FormFileField,
  FormImageUpload,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  FORM_ERROR,
  showSaveError,
  useAction,
  useApiForm,
  useController,
  useFieldArray,
  useFieldError,
  useFormContext,
  useFormState,
  useWatch,
  type ApiForm,
  type ApiFormOptions,
  type FormProps,
} from './forms';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { useConfirm } from './components/use-confirm';
export { SafeHtml } from './components/safe-html';
export { ServerHtml } from './components/server-html';
export { saveFile } from './save-file';
export { createAppApiClient } from './app-client';
export { appRoot, type AppRootProps } from './app-root';
export {
  createSessionStore,
  useSessionUser,
  SESSION_KEY,
  type SessionStore,
  type SessionUser,
} from './session-store';
export { SignInForm, type SignInCredentials, type SignInFormProps } from './components/sign-in-form';
export { MenuGrid, type MenuGridEntry, type MenuGridProps } from './components/menu-grid';
export { menuItemStyles } from './components/menu-item-styles';
export {
  AppProviders,
  LanguageProvider,
  LanguageSwitch,
  RichText,
  activeLocale,
  appTexts,
  createI18n,
  errorMessage,
  genericMessage,
  initialLocale,
  inlineMessages,
  loadMessages,
  setFallbackLanguage,
  translateActive,
  useTranslate,
  useUiT,
  type AppProvidersProps,
  type LanguageContextValue,
  type LoadMessages,
  type MessageValues,
  type RichTextProps,
  type Translate,
  type UiMessageId,
} from './i18n';
