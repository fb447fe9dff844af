import type { HttpClient } from "../http/client";

/** A customer-service entry; `path` is encoded by the platform and decoded on the client. */
export interface CustomerServiceEntry {
  title: string;
  path: string;
  csType: "AICAN" | "MIDUOKE" | "LIVECHAT" | "COMM100" | "COMM100VIP" | string;
  csPosition?: number;
  labelIds?: Array<string | number>;
}

export interface SystemStatus {
  maintenance: boolean;
  maintenanceEnd?: number | null;
  description?: string | null;
  regionRestriction: boolean;
  ip?: string;
  location?: { ip?: string };
  whitelabel?: Record<string, boolean>;
  register?: { captcha?: { enabled?: boolean } };
  currency?: string;
  currencySymbol?: string;
  currencyPosition?: string;
  info?: {
    customerService?: CustomerServiceEntry[];
    mobileTemplate?: Record<string, unknown>;
    resources?: Array<{ resourceType: string; url: string }>;
    imageCDNs?: string[];
  };
}

export interface SystemStatusQuery {
  url: string;
  originalDomain: string;
  track: string;
}

/** GET /wps/system/status: start-up settings; never cached (maintenance can start any time). */
export function getSystemStatus(http: HttpClient, query: SystemStatusQuery): Promise<SystemStatus> {
  return http.request<SystemStatus>("/wps/system/status", {
    query: { device: "MOBILE", ...query },
    headers: { "Cache-Control": "no-cache" },
    cache: "no-store",
    alert: false,
  });
}
